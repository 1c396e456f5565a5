/**
 * Rooms: bedroom, living room (and its Christmas version), kitchen, classroom, stage, workshop,
 * lab, party room, castle hall. The hour shows through the window; at night the lamps glow.
 */
import { lighten, shade } from './color.js';
import { CREATURES } from './creatures.js';
import { bunting, cloud, firTree, glow, moon, starShape, sun, W } from './elements.js';
import { note } from './figures.js';
import type { DrawContext } from './palette.js';
import { PROPS } from './props.js';
import type { SettingDef, Stage } from './stage.js';
import { circle, d, ellipse, path, rect, stroke } from './svg.js';

const FLOOR_TOP = 430;

type Wallpaper = 'none' | 'stars' | 'stripes' | 'dots' | 'stones' | 'tiles';

function room(
  ctx: DrawContext,
  wall: string,
  floor: string,
  wallpaper: Wallpaper,
  floorKind: 'wood' | 'tiles' | 'stage',
): string {
  let out = rect(
    0,
    0,
    W,
    FLOOR_TOP + 10,
    ctx.defs.linearUser(
      [
        [0, ctx.c(lighten(wall, 0.06))],
        [1, ctx.c(shade(wall, 0.06))],
      ],
      0,
      0,
      0,
      FLOOR_TOP,
    ),
  );
  const motif = ctx.c(shade(wall, 0.08));
  if (wallpaper === 'stars') {
    for (let y = 40; y < FLOOR_TOP - 20; y += 60)
      for (let x = (y / 60) % 2 ? 30 : 60; x < W; x += 60) out += starShape(x, y, 6, motif);
  } else if (wallpaper === 'stripes') {
    for (let x = 0; x < W; x += 40) out += rect(x, 0, 18, FLOOR_TOP, motif, { opacity: 0.6 });
  } else if (wallpaper === 'dots') {
    for (let y = 30; y < FLOOR_TOP - 10; y += 44)
      for (let x = (y / 44) % 2 ? 22 : 44; x < W; x += 44) out += circle(x, y, 5, motif);
  } else if (wallpaper === 'stones') {
    for (let row = 0; row * 40 < FLOOR_TOP; row++) {
      for (let x = row % 2 ? -40 : 0; x < W; x += 80)
        out += rect(x + 2, row * 40 + 2, 76, 36, ctx.c(row % 3 ? shade(wall, 0.04) : lighten(wall, 0.04)), { rx: 6 });
    }
  } else if (wallpaper === 'tiles') {
    for (let y = 260; y < FLOOR_TOP; y += 24)
      for (let x = 0; x < W; x += 24) out += rect(x + 1, y + 1, 22, 22, ctx.c(lighten(wall, 0.1)), { rx: 2 });
  }
  const floorFill = ctx.defs.linearUser(
    [
      [0, ctx.c(lighten(floor, 0.05))],
      [1, ctx.c(shade(floor, 0.15))],
    ],
    0,
    FLOOR_TOP,
    0,
    600,
  );
  out += rect(0, FLOOR_TOP, W, 180, floorFill);
  if (floorKind === 'wood' || floorKind === 'stage') {
    for (let y = FLOOR_TOP + 18; y < 600; y += 22 + (y - FLOOR_TOP) * 0.12)
      out += stroke(d`M0 ${y}L${W} ${y}`, ctx.c(shade(floor, 0.14)), 1.6);
    for (let i = 0; i < 14; i++) {
      const y = FLOOR_TOP + 4 + ((i * 37) % 160);
      out += stroke(d`M${(i * 173) % W} ${y}L${(i * 173) % W} ${y + 14}`, ctx.c(shade(floor, 0.14)), 1.4);
    }
  } else {
    for (let x = -400; x < W + 400; x += 60)
      out += stroke(d`M${400 + (x - 400) * 0.5} ${FLOOR_TOP}L${x * 1.4 - 160} 600`, ctx.c(shade(floor, 0.1)), 1.4);
    for (let y = FLOOR_TOP + 20; y < 600; y += 26 + (y - FLOOR_TOP) * 0.2)
      out += stroke(d`M0 ${y}L${W} ${y}`, ctx.c(shade(floor, 0.1)), 1.4);
  }
  if (floorKind !== 'stage') out += rect(0, FLOOR_TOP - 6, W, 14, ctx.c(lighten(wall, 0.35)));
  return out;
}

/** A window onto the hour: blue sky and a cloud, a sunset, or the moon and stars. */
function roomWindow(
  ctx: DrawContext,
  stage: Stage,
  x: number,
  y: number,
  w: number,
  h: number,
  frame = '#ffffff',
  curtains = '#f28ab4',
): string {
  const [top, middle, bottom] = ctx.pal.sky;
  let inside = rect(
    x,
    y,
    w,
    h,
    ctx.defs.linear([
      [0, top],
      [0.6, middle],
      [1, bottom],
    ]),
  );
  const rng = stage.rng.fork('window');
  if (ctx.time === 'night') {
    for (let i = 0; i < 10; i++)
      inside += circle(x + rng.range(6, w - 6), y + rng.range(6, h * 0.7), rng.range(1, 2), '#fffbe8');
    inside += moon(ctx, x + w * 0.68, y + h * 0.3, Math.min(w, h) * 0.13, true);
  } else if (ctx.time === 'dusk') {
    inside += sun(ctx, x + w * 0.6, y + h * 0.78, Math.min(w, h) * 0.14);
  } else {
    inside +=
      sun(ctx, x + w * 0.75, y + h * 0.22, Math.min(w, h) * 0.1) +
      cloud(x + w * 0.35, y + h * 0.45, Math.min(w, h) / 320, '#ffffff');
  }
  inside += path(
    d`M${x} ${y + h}L${x} ${y + h * 0.8}Q${x + w * 0.3} ${y + h * 0.66} ${x + w * 0.6} ${y + h * 0.78}Q${x + w * 0.85} ${y + h * 0.7} ${x + w} ${y + h * 0.76}L${x + w} ${y + h}Z`,
    ctx.time === 'night' ? '#233a6a' : ctx.time === 'dusk' ? '#8a6a8a' : '#8fcf7a',
  );
  let out = rect(x - 10, y - 10, w + 20, h + 20, ctx.c(frame), { rx: 6 });
  out += `<g>${inside}</g>`;
  out += rect(x + w / 2 - 4, y, 8, h, ctx.c(frame)) + rect(x, y + h / 2 - 4, w, 8, ctx.c(frame));
  out += rect(x - 18, y + h + 6, w + 36, 12, ctx.c(shade(frame, 0.08)), { rx: 4 });
  const c = ctx.c(curtains);
  out += path(
    d`M${x - 30} ${y - 24}L${x + 24} ${y - 24}Q${x + 10} ${y + h * 0.5} ${x + 20} ${y + h + 10}L${x - 30} ${y + h + 10}Z`,
    c,
  );
  out += path(
    d`M${x + w + 30} ${y - 24}L${x + w - 24} ${y - 24}Q${x + w - 10} ${y + h * 0.5} ${x + w - 20} ${y + h + 10}L${x + w + 30} ${y + h + 10}Z`,
    c,
  );
  out += rect(x - 44, y - 30, w + 88, 10, ctx.c('#a0643c'), { rx: 5 });
  return out;
}

function lamp(ctx: DrawContext, x: number, y: number, s: number, shadeColor: string): string {
  const on = ctx.time !== 'day';
  let out = on ? glow(ctx, x, y - 90 * s, 200 * s, ctx.pal.light, 0.55) : '';
  out +=
    stroke(d`M${x} ${y}L${x} ${y - 80 * s}`, ctx.c('#5a4a5e'), 5 * s) + ellipse(x, y, 24 * s, 6 * s, ctx.c('#5a4a5e'));
  out += path(
    d`M${x - 30 * s} ${y - 74 * s}L${x - 18 * s} ${y - 120 * s}L${x + 18 * s} ${y - 120 * s}L${x + 30 * s} ${y - 74 * s}Z`,
    on ? lighten(shadeColor, 0.35) : ctx.c(shadeColor),
  );
  return out;
}

function rug(ctx: DrawContext, x: number, y: number, rx: number, color: string): string {
  return (
    ellipse(x, y, rx, rx * 0.22, ctx.c(color)) +
    ellipse(x, y, rx * 0.8, rx * 0.17, 'none', { stroke: ctx.c(lighten(color, 0.3)), 'stroke-width': 4 })
  );
}

function shelf(ctx: DrawContext, x: number, y: number, w: number): string {
  let out = rect(x, y, w, 8, ctx.c('#a0643c'), { rx: 3 });
  const colors = ['#e4564f', '#3f6fd0', '#f6c843', '#58b05a', '#8d68d3'];
  let bx = x + 6;
  let i = 0;
  while (bx < x + w * 0.6) {
    const h = 26 + ((i * 7) % 12);
    out += rect(bx, y - h, 10, h, ctx.c(colors[i % colors.length] as string), { rx: 2 });
    bx += 12;
    i++;
  }
  return out;
}

/** A wooden bed wide enough for the sleeping heroes, its mattress just under their blankets. */
function bedUnder(ctx: DrawContext, left: number, right: number, top: number, floorY: number): string {
  const wood = ctx.c('#a0643c');
  return (
    // Headboard on the pillows' side (the left), footboard on the right.
    rect(left - 18, top - 96, 24, floorY - top + 130, wood, { rx: 10 }) +
    rect(right - 6, top - 40, 20, floorY - top + 74, wood, { rx: 8 }) +
    rect(left, top - 12, right - left, floorY - top + 22, ctx.c('#fbf6ee'), { rx: 12 }) +
    rect(left - 6, floorY + 6, right - left + 12, 18, ctx.c('#8a5a3c'), { rx: 6 })
  );
}

export const bedroom: SettingDef = {
  indoor: true,
  draw(ctx, stage) {
    let back = room(ctx, '#cfe0f5', '#d9a877', 'stars', 'wood');
    // Heroes asleep sleep in the bed: it stands under them, not empty beside them (decision 0027).
    const asleep = stage.sleepingTop !== undefined;
    const bedX = asleep ? stage.centre : stage.count >= 4 ? 400 : stage.focusX;
    const winX = bedX < 400 ? 520 : 120;
    back += roomWindow(ctx, stage, winX, 90, 170, 150, '#ffffff', '#8d68d3');
    // The bed.
    if (!asleep)
      back +=
        rect(bedX - 130, 330, 22, 140, ctx.c('#a0643c'), { rx: 8 }) +
        path(d`M${bedX - 130} 336Q${bedX - 120} 290 ${bedX - 100} 300L${bedX - 100} 360Z`, ctx.c('#a0643c'));
    if (!asleep) {
      back += rect(bedX - 112, 390, 240, 60, ctx.c('#fbf6ee'), { rx: 10 });
      back += ellipse(bedX - 76, 386, 40, 16, ctx.c('#ffffff'));
      back += path(
        d`M${bedX - 40} 380Q${bedX + 40} 370 ${bedX + 130} 384L${bedX + 130} 452L${bedX - 40} 452Z`,
        ctx.c('#f6c843'),
      );
      for (let i = 0; i < 4; i++) back += starShape(bedX - 10 + i * 38, 414 + (i % 2) * 12, 7, ctx.c('#fff4c0'));
      back += rect(bedX + 118, 360, 16, 110, ctx.c('#a0643c'), { rx: 6 });
      back += rect(bedX - 120, 448, 260, 14, ctx.c('#8a5a3c'), { rx: 5 });
    }
    // A night light on the wall above the bed.
    const on = ctx.time !== 'day';
    back +=
      (on ? glow(ctx, bedX - 60, 250, 170, ctx.pal.light, 0.6) : '') +
      rect(bedX - 64, 262, 8, 22, ctx.c('#a0643c'), { rx: 3 });
    back += path(
      d`M${bedX - 84} 262L${bedX - 74} 230L${bedX - 46} 230L${bedX - 36} 262Z`,
      on ? '#ffe3a0' : ctx.c('#ffb36b'),
    );
    back += shelf(ctx, bedX < 400 ? 560 : 80, 300, 160) + CREATURES.teddy(ctx, bedX < 400 ? 690 : 210, 300, 0.55);
    back += asleep
      ? bedUnder(ctx, stage.left - 16, stage.right + 16, stage.sleepingTop!, stage.floorY)
      : rug(ctx, 400, 540, 240, '#8fc4e8');
    return { back };
  },
};

function livingRoom(christmas: boolean): SettingDef {
  return {
    indoor: true,
    draw(ctx, stage) {
      let back = room(ctx, christmas ? '#f2dcc0' : '#f6e2c8', '#c98f5a', 'stripes', 'wood');
      const fx = stage.count >= 4 ? 400 : stage.focusX;
      const winX = christmas ? (fx < 400 ? 380 : 300) : fx < 400 ? 500 : 130;
      back += roomWindow(
        ctx,
        stage,
        winX,
        90,
        christmas ? 120 : 170,
        christmas ? 130 : 160,
        '#ffffff',
        christmas ? '#c0504a' : '#58b05a',
      );
      if (christmas) {
        // Fireplace, stockings and the tree.
        const fp = fx < 400 ? 690 : 110;
        back +=
          rect(fp - 80, 260, 160, 176, ctx.c('#c8644a'), { rx: 4 }) +
          rect(fp - 92, 250, 184, 18, ctx.c('#f6ecdc'), { rx: 4 });
        back += path(d`M${fp - 46} 436L${fp - 46} 340A46 46 0 0 1 ${fp + 46} 340L${fp + 46} 436Z`, '#3a2a30');
        back += glow(ctx, fp, 410, 110, '#ffb347', 0.5) + PROPS.campfire!.draw(ctx, fp, 434, 0.7, stage.rng);
        for (const sx of [-56, 0, 56])
          back +=
            path(
              d`M${fp + sx - 8} 268L${fp + sx + 8} 268L${fp + sx + 8} 300Q${fp + sx + 22} 304 ${fp + sx + 18} 314L${fp + sx - 4} 314Q${fp + sx - 8} 306 ${fp + sx - 8} 296Z`,
              ctx.c(sx ? '#e4564f' : '#58b05a'),
            ) + rect(fp + sx - 10, 262, 20, 8, ctx.c('#ffffff'), { rx: 3 });
        back += bunting(ctx, 0, 30, W, 30, 24, ['#e4564f', '#58b05a', '#f6c843']);
        back += firTree(ctx, fx, 450, 1.5, 0, false);
        const rng = stage.rng.fork('baubles');
        for (let i = 0; i < 16; i++)
          back += circle(
            fx + rng.range(-60, 60) * (0.3 + i / 16),
            450 - rng.range(40, 220) * (1 - i / 24),
            6,
            rng.pick(['#ff6b6b', '#ffd54a', '#7cd1ff', '#ff9ec4', '#ffffff']),
          );
        back += starShape(fx, 450 - 184 * 1.5 + 16, 16, '#ffd54a');
        back += glow(ctx, fx, 300, 140, '#fff3a0', ctx.time === 'day' ? 0.2 : 0.45);
        back += PROPS.gift!.draw(ctx, fx - 70, 470, 0.8, rng) + PROPS.gift!.draw(ctx, fx + 80, 474, 0.7, rng);
      } else {
        // Sofa, lamp, frames, plant.
        back += lamp(ctx, fx + (fx < 400 ? -110 : 110), 440, 1.1, '#ffb36b');
        back += rect(fx - 150, 330, 300, 70, ctx.c('#6a8fd0'), { rx: 24 });
        back += rect(fx - 170, 370, 340, 70, ctx.c('#5a7fc4'), { rx: 20 });
        back +=
          rect(fx - 180, 350, 40, 100, ctx.c('#6a8fd0'), { rx: 18 }) +
          rect(fx + 140, 350, 40, 100, ctx.c('#6a8fd0'), { rx: 18 });
        back +=
          rect(fx - 110, 344, 60, 40, ctx.c('#f6c843'), { rx: 12 }) +
          rect(fx + 50, 344, 60, 40, ctx.c('#f28ab4'), { rx: 12 });
        for (const [px, color] of [
          [fx - 70, '#8fcf7a'],
          [fx + 40, '#f6b36b'],
        ] as const) {
          back += rect(px, 180, 60, 46, ctx.c('#a0643c'), { rx: 3 }) + rect(px + 5, 185, 50, 36, ctx.c('#bfe6f7'));
          back += path(d`M${px + 5} 221L${px + 22} 200L${px + 34} 212L${px + 42} 204L${px + 55} 221Z`, ctx.c(color));
        }
        const pl = fx < 400 ? 40 : 760;
        back += path(d`M${pl - 22} 440L${pl - 18} 400L${pl + 18} 400L${pl + 22} 440Z`, ctx.c('#c8644a'));
        for (const a of [-50, -20, 10, 40])
          back += ellipse(pl + a * 0.5, 370, 10, 32, ctx.c('#58b05a'), { transform: `rotate(${a} ${pl} 400)` });
      }
      back += rug(ctx, 400, 540, 250, christmas ? '#c0504a' : '#e8a87c');
      return { back };
    },
  };
}
export const livingRoomSetting = livingRoom(false);
export const christmasLivingRoom = livingRoom(true);

export const kitchen: SettingDef = {
  indoor: true,
  draw(ctx, stage) {
    let back = room(ctx, '#fdf0d8', '#e8d8c4', 'tiles', 'tiles');
    back += roomWindow(ctx, stage, 320, 70, 160, 130, '#ffffff', '#f6c843');
    back += rect(0, 300, W, 130, ctx.c('#8fc4a8'));
    for (let x = 10; x < W; x += 130)
      back += rect(x, 310, 118, 110, ctx.c('#a8d8bc'), { rx: 6 }) + circle(x + 100, 364, 4, ctx.c('#f6c843'));
    back += rect(-10, 290, 820, 16, ctx.c('#f2ead8'), { rx: 4 });
    const ox = stage.focusX < 400 ? 560 : 120;
    back +=
      rect(ox, 316, 120, 100, ctx.c('#e8e4ec'), { rx: 8 }) +
      rect(ox + 14, 336, 92, 64, ctx.time === 'day' ? ctx.c('#3a3545') : '#8a4a2a', { rx: 6 });
    back += ellipse(ox + 30, 296, 22, 5, ctx.c('#5a5a6a')) + ellipse(ox + 90, 296, 22, 5, ctx.c('#5a5a6a'));
    for (const [px, r] of [
      [80, 22],
      [130, 16],
      [680, 20],
    ] as const) {
      back += stroke(d`M${px} 230L${px} 250`, ctx.c('#8a90a0'), 3) + circle(px, 250 + r, r, ctx.c('#c8644a'));
    }
    back +=
      ellipse(220, 286, 34, 10, ctx.c('#ffffff')) +
      circle(204, 278, 9, ctx.c('#e4564f')) +
      circle(222, 274, 9, ctx.c('#f6c843')) +
      circle(238, 280, 8, ctx.c('#7cc46a'));
    return { back };
  },
};

export const classroom: SettingDef = {
  indoor: true,
  draw(ctx, stage) {
    let back = room(ctx, '#f6eccf', '#d9a877', 'none', 'wood');
    const bx = stage.count >= 4 ? 400 : stage.focusX;
    back +=
      rect(bx - 170, 90, 340, 190, ctx.c('#a0643c'), { rx: 8 }) +
      rect(bx - 158, 102, 316, 166, ctx.c('#2f5a4a'), { rx: 4 });
    const chalk = { opacity: 0.9 };
    back += circle(bx - 110, 140, 18, 'none', { stroke: '#ffe9a0', 'stroke-width': 3, ...chalk });
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      back += stroke(
        d`M${bx - 110 + Math.cos(a) * 24} ${140 + Math.sin(a) * 24}L${bx - 110 + Math.cos(a) * 32} ${140 + Math.sin(a) * 32}`,
        '#ffe9a0',
        2.5,
      );
    }
    back += stroke(d`M${bx - 40} 240L${bx - 40} 190L${bx} 160L${bx + 40} 190L${bx + 40} 240Z`, '#ffffff', 3, chalk);
    back += stroke(d`M${bx - 10} 240L${bx - 10} 214L${bx + 10} 214L${bx + 10} 240`, '#ffffff', 3, chalk);
    back +=
      stroke(d`M${bx + 100} 250L${bx + 100} 200`, '#a8e8a0', 3) +
      circle(bx + 100, 192, 12, 'none', { stroke: '#ffb3c4', 'stroke-width': 3 });
    back += stroke(d`M${bx - 140} 250Q${bx - 120} 236 ${bx - 100} 250Q${bx - 80} 264 ${bx - 60} 250`, '#9fd8ff', 3);
    back += rect(bx - 160, 268, 320, 8, ctx.c('#8a5a3c'), { rx: 3 });
    const wx = bx < 400 ? 560 : 90;
    back += roomWindow(ctx, stage, wx, 90, 150, 140, '#ffffff', '#7cc4ff');
    back += shelf(ctx, bx < 400 ? 540 : 60, 330, 200);
    const gx = bx < 400 ? 700 : 200;
    back +=
      circle(gx, 296, 24, ctx.c('#5ab0e8')) +
      path(d`M${gx - 14} ${284}Q${gx} 276 ${gx + 6} ${290}Q${gx - 4} 300 ${gx - 14} ${296}Z`, ctx.c('#7cc46a')) +
      stroke(d`M${gx} 320L${gx} 330`, ctx.c('#8a5a3c'), 4);
    // Drawings pinned on the wall, where the board and the window leave room.
    const posters: [number, string][] = [
      [bx < 400 ? bx + 190 : bx - 246, '#ffb3c4'],
      [bx < 400 ? bx + 260 : bx - 316, '#c9f0ff'],
    ];
    for (const [px, color] of posters) {
      const clearOfBoard = px + 56 < bx - 175 || px > bx + 175;
      const clearOfWindow = px + 56 < wx - 40 || px > wx + 190;
      if (!clearOfBoard || !clearOfWindow || px < 10 || px + 56 > W - 10) continue;
      back +=
        rect(px, 120, 56, 70, ctx.c(color), { rx: 4 }) +
        circle(px + 28, 148, 14, ctx.c('#f6c843')) +
        rect(px + 12, 172, 32, 6, ctx.c('#58b05a'), { rx: 3 });
    }
    for (const dx of [60, 740]) {
      back +=
        rect(dx - 60, 470, 120, 12, ctx.c('#c98f5a'), { rx: 4 }) +
        stroke(d`M${dx - 50} 482L${dx - 50} 530M${dx + 50} 482L${dx + 50} 530`, ctx.c('#8a5a3c'), 5);
    }
    return { back };
  },
};

export const stageSetting: SettingDef = {
  indoor: true,
  floorY: 550,
  draw(ctx, stage) {
    const rng = stage.rng.fork('stage');
    let back = room(ctx, '#3a2a5a', '#b5804f', 'stars', 'stage');
    // Spotlights.
    for (const x of [200, 400, 600]) {
      back += path(d`M${x - 20} 0L${x + 20} 0L${x + 120} 560L${x - 120} 560Z`, '#fff3c0', {
        opacity: ctx.time === 'day' ? 0.12 : 0.18,
      });
    }
    back += ellipse(400, 540, 300, 40, '#fff3c0', { opacity: 0.2 });
    for (let i = 0; i < 12; i++)
      back += circle(40 + i * 66, 40, 6, '#fff3a0') + circle(40 + i * 66, 40, 14, '#fff3a0', { opacity: 0.25 });
    back += rect(0, 424, W, 16, ctx.c('#8a5a3c'));
    const curtain = ctx.c('#c0304a');
    back +=
      path(d`M-10 0L150 0Q120 200 160 440Q80 430 -10 440Z`, curtain) +
      path(d`M810 0L650 0Q680 200 640 440Q720 430 810 440Z`, curtain);
    for (const x of [30, 80, 720, 770])
      back += stroke(d`M${x} 0Q${x + 10} 200 ${x} 440`, ctx.c(shade('#c0304a', 0.2)), 4);
    back += path(d`M-10 0L810 0L810 50Q700 80 600 50Q500 80 400 50Q300 80 200 50Q100 80 -10 50Z`, ctx.c('#a82a42'));
    back += stroke(d`M-10 50Q100 80 200 50Q300 80 400 50Q500 80 600 50Q700 80 810 50`, '#f3c34a', 4);
    back += PROPS.drum!.draw(ctx, stage.focusX < 400 ? 640 : 160, 470, 1, rng);
    let notes = '';
    for (let i = 0; i < 6; i++)
      notes += note(
        rng.range(60, 740),
        rng.range(100, 320),
        rng.range(0.9, 1.5),
        rng.pick(['#ffd54a', '#ff9ec4', '#7cd1ff']),
      );
    return { back: back + notes };
  },
};

function workshopSetting(lab: boolean): SettingDef {
  return {
    indoor: true,
    signature: ['robot'],
    draw(ctx, stage) {
      const rng = stage.rng.fork('workshop');
      let back = room(
        ctx,
        lab ? '#dfe8f0' : '#d9cdb8',
        lab ? '#b9c4d4' : '#b5804f',
        lab ? 'tiles' : 'stripes',
        lab ? 'tiles' : 'wood',
      );
      const fx = stage.focusX;
      if (lab) {
        for (const [sx, sy] of [
          [fx < 400 ? 480 : 60, 90],
          [fx < 400 ? 630 : 210, 90],
        ] as const) {
          back +=
            rect(sx, sy, 130, 90, ctx.c('#5a6a8a'), { rx: 8 }) + rect(sx + 8, sy + 8, 114, 74, '#1f2f4f', { rx: 4 });
          back += stroke(
            d`M${sx + 14} ${sy + 50}Q${sx + 34} ${sy + 20} ${sx + 54} ${sy + 50}Q${sx + 74} ${sy + 80} ${sx + 94} ${sy + 50}Q${sx + 104} ${sy + 36} ${sx + 114} ${sy + 44}`,
            '#4ff0a0',
            2.5,
          );
          for (let i = 0; i < 3; i++)
            back += circle(sx + 20 + i * 16, sy + 72, 4, rng.pick(['#ff6b6b', '#ffd54a', '#4ff0a0']));
        }
        back += rect(0, 330, W, 14, ctx.c('#8a9ab0'));
        for (let i = 0; i < 5; i++) {
          const x = (fx < 400 ? 460 : 40) + i * 56;
          const color = rng.pick(['#ff8ab4', '#7cd1ff', '#a8f08a', '#ffd54a']);
          back +=
            path(d`M${x} 330L${x} 300L${x - 14} 276L${x + 30} 276L${x + 16} 300L${x + 16} 330Z`, '#e8f6ff', {
              opacity: 0.7,
            }) + rect(x - 2, 306, 20, 24, ctx.c(color), { rx: 4, opacity: 0.85 });
          back += circle(x + 8, 268, 4, color, { opacity: 0.7 }) + circle(x + 12, 256, 3, color, { opacity: 0.5 });
        }
      } else {
        back += rect(fx < 400 ? 480 : 40, 80, 280, 170, ctx.c('#c9a878'), { rx: 6 });
        const px = fx < 400 ? 480 : 40;
        for (let r = 0; r < 6; r++)
          for (let c = 0; c < 12; c++) back += circle(px + 14 + c * 23, 94 + r * 28, 2, ctx.c('#8a6a48'));
        back +=
          stroke(d`M${px + 40} 110L${px + 40} 200`, ctx.c('#8a90a0'), 8) +
          path(d`M${px + 28} 106L${px + 52} 106L${px + 48} 120L${px + 32} 120Z`, ctx.c('#8a90a0'));
        back +=
          rect(px + 100, 104, 16, 90, ctx.c('#a0643c'), { rx: 4 }) +
          rect(px + 86, 100, 44, 22, ctx.c('#6a6a7a'), { rx: 4 });
        back +=
          stroke(d`M${px + 170} 110L${px + 170} 190`, ctx.c('#e4564f'), 10) +
          circle(px + 170, 104, 8, 'none', { stroke: ctx.c('#8a90a0'), 'stroke-width': 5 });
        back += stroke(d`M${px + 220} 110L${px + 250} 200`, ctx.c('#8a90a0'), 6);
        const gear = (x: number, y: number, r: number, color: string) => {
          let g = '';
          for (let i = 0; i < 8; i++) {
            const a = (i * Math.PI) / 4;
            g += rect(x + Math.cos(a) * r - 5, y + Math.sin(a) * r - 5, 10, 10, color, {
              transform: `rotate(${(i * 45).toFixed(0)} ${(x + Math.cos(a) * r).toFixed(1)} ${(y + Math.sin(a) * r).toFixed(1)})`,
            });
          }
          return g + circle(x, y, r, color) + circle(x, y, r * 0.35, ctx.c('#d9cdb8'));
        };
        const gx = fx < 400 ? 120 : 680;
        back += gear(gx, 130, 34, ctx.c('#f6b93b')) + gear(gx + 50, 180, 22, ctx.c('#8a90a0'));
        back +=
          rect(fx < 400 ? 460 : 40, 340, 300, 18, ctx.c('#8a5a3c'), { rx: 4 }) +
          rect(fx < 400 ? 470 : 50, 358, 14, 80, ctx.c('#6a4a30')) +
          rect(fx < 400 ? 736 : 326, 358, 14, 80, ctx.c('#6a4a30'));
        back +=
          rect(fx < 400 ? 500 : 80, 310, 50, 30, ctx.c('#e4564f'), { rx: 4 }) +
          rect(fx < 400 ? 560 : 140, 318, 40, 22, ctx.c('#3f6fd0'), { rx: 4 });
      }
      const on = ctx.time !== 'day';
      back += stroke(d`M400 0L400 40`, ctx.c('#5a5a6a'), 3) + path(d`M370 60L380 40L420 40L430 60Z`, ctx.c('#5a5a6a'));
      back += glow(ctx, 400, 70, on ? 260 : 120, '#fff3c0', on ? 0.45 : 0.25);
      back += circle(400, 62, 8, '#fff3c0');
      const rx = stage.count >= 4 ? (stage.centre < 400 ? 720 : 80) : fx;
      back += CREATURES.robot(ctx, rx, 470, 1.1, rx > 400);
      return { back };
    },
  };
}
export const workshop = workshopSetting(false);
export const lab = workshopSetting(true);

export const partyRoom: SettingDef = {
  indoor: true,
  costume: 'party_hat',
  draw(ctx, stage) {
    const rng = stage.rng.fork('party');
    let back = room(ctx, '#fde2ec', '#e8c49a', 'dots', 'wood');
    back += bunting(ctx, -10, 40, 420, 60, 20, ['#e4564f', '#f6c843', '#3f6fd0', '#58b05a', '#8d68d3']);
    back += bunting(ctx, 380, 60, 810, 36, 20, ['#f28ab4', '#22a99b', '#f39a36', '#3f6fd0']);
    const wx = stage.focusX < 400 ? 540 : 110;
    back += roomWindow(ctx, stage, wx, 120, 150, 130, '#ffffff', '#f6c843');
    const tx = stage.count >= 4 ? (stage.centre < 400 ? 690 : 110) : stage.focusX;
    back +=
      rect(tx - 90, 390, 180, 12, ctx.c('#ffffff'), { rx: 4 }) +
      path(d`M${tx - 90} 402L${tx + 90} 402L${tx + 82} 436L${tx - 82} 436Z`, ctx.c('#ffb3c4'));
    back += stroke(d`M${tx - 70} 436L${tx - 70} 480M${tx + 70} 436L${tx + 70} 480`, ctx.c('#a0643c'), 6);
    back += PROPS.cake!.draw(ctx, tx, 392, 0.8, rng);
    back += PROPS.balloons!.draw(ctx, 60, 300, 1, rng) + PROPS.balloons!.draw(ctx, 740, 290, 1, rng);
    back += PROPS.gift!.draw(ctx, tx < 400 ? tx + 150 : tx - 150, 470, 0.8, rng);
    let confetti = '';
    for (let i = 0; i < 40; i++) {
      const y = rng.chance(0.5) ? rng.range(80, 260) : rng.range(566, 598);
      const x = rng.range(0, 800);
      const color = rng.pick(['#e4564f', '#f6c843', '#3f6fd0', '#58b05a', '#f28ab4']);
      confetti += rect(x, y, 8, 4, color, {
        rx: 1,
        transform: `rotate(${rng.int(0, 180)} ${x.toFixed(1)} ${y.toFixed(1)})`,
        opacity: 0.9,
      });
    }
    return { back, front: confetti };
  },
};

export const castleHall: SettingDef = {
  indoor: true,
  costume: 'crown',
  draw(ctx, stage) {
    let back = room(ctx, '#c9c2cf', '#b9a48a', 'stones', 'tiles');
    for (const wx of [110, 610]) {
      back += rect(wx - 8, 72, 96, 196, ctx.c('#8a8296'), { rx: 48 });
      back += path(d`M${wx} 260L${wx} 120A40 40 0 0 1 ${wx + 80} 120L${wx + 80} 260Z`, ctx.pal.sky[1]);
      if (ctx.time === 'night') back += circle(wx + 56, 120, 12, '#fff1bd');
      back += stroke(d`M${wx + 40} 80L${wx + 40} 260M${wx} 170L${wx + 80} 170`, ctx.c('#8a8296'), 5);
    }
    for (const [bx, color] of [
      [250, '#3f6fd0'],
      [510, '#e4564f'],
    ] as const) {
      back +=
        path(d`M${bx} 60L${bx + 44} 60L${bx + 44} 220L${bx + 22} 200L${bx} 220Z`, ctx.c(color)) +
        starShape(bx + 22, 120, 12, ctx.c('#f6c843'));
    }
    const tx = stage.count >= 4 ? 400 : stage.focusX;
    back += path(d`M${tx - 70} 610L${tx - 36} 440L${tx + 36} 440L${tx + 70} 610Z`, ctx.c('#c0304a'));
    // The throne on its dais.
    back +=
      rect(tx - 110, 414, 220, 22, ctx.c('#a89aa8'), { rx: 6 }) +
      rect(tx - 130, 432, 260, 18, ctx.c('#978896'), { rx: 6 });
    back +=
      rect(tx - 50, 262, 100, 154, ctx.c('#f3c34a'), { rx: 20 }) +
      rect(tx - 38, 282, 76, 100, ctx.c('#c0304a'), { rx: 14 });
    back +=
      rect(tx - 62, 360, 124, 40, ctx.c('#e0a82c'), { rx: 10 }) +
      rect(tx - 50, 368, 100, 18, ctx.c('#d0405a'), { rx: 8 });
    back +=
      rect(tx - 56, 398, 14, 18, ctx.c('#c98f1c'), { rx: 3 }) + rect(tx + 42, 398, 14, 18, ctx.c('#c98f1c'), { rx: 3 });
    back += starShape(tx, 254, 14, ctx.c('#f6c843'));
    for (const x of [40, 760]) {
      back +=
        rect(x - 6, 220, 12, 40, ctx.c('#6a5a4a'), { rx: 3 }) +
        glow(ctx, x, 206, 70, '#ffb347', ctx.time === 'day' ? 0.35 : 0.6) +
        path(d`M${x - 10} 220Q${x} 180 ${x + 10} 220Z`, '#ffb347');
    }
    return { back };
  },
};
