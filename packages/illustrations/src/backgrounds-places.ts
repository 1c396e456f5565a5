/** Outdoor settings built by people (castle, village, school, road, city, shops...) and in space. */
import { lighten, shade } from './color.js';
import {
  bunting,
  bush,
  cloud,
  fence,
  fireflies,
  firTree,
  flowerBed,
  glow,
  grass,
  ground,
  H,
  hills,
  house,
  mushroom,
  roundTree,
  shadow,
  sky,
  snowfall,
  sparkle,
  starShape,
  stars,
  W,
  window_,
} from './elements.js';
import type { DrawContext } from './palette.js';
import { PROPS } from './props.js';
import type { SettingDef, Stage } from './stage.js';
import { circle, d, ellipse, path, rect, stroke } from './svg.js';
import { flame, VEHICLES } from './vehicles.js';

const GRASS = '#86c964';

const edge = (ctx: DrawContext, stage: Stage) => {
  const rng = stage.rng.fork('edge');
  return grass(ctx, rng, 570, 600, 12, ctx.winter ? '#dfe8f5' : '#5da94c');
};

const lit = (ctx: DrawContext) => ctx.time !== 'day';

// ---------------------------------------------------------------------------------------------
// Castles

interface CastleStyle {
  wall: string;
  roof: string;
  flag: string;
}

function crenellations(ctx: DrawContext, x: number, y: number, w: number, color: string, depth: number): string {
  let out = '';
  const n = Math.max(2, Math.round(w / 22));
  const step = w / n;
  for (let i = 0; i < n; i += 1)
    if (i % 2 === 0) out += rect(x + i * step, y - 14, step, 16, ctx.c(color, depth), { rx: 2 });
  return out;
}

function tower(
  ctx: DrawContext,
  x: number,
  base: number,
  w: number,
  h: number,
  style: CastleStyle,
  depth: number,
): string {
  let out = rect(x - w / 2, base - h, w, h, ctx.c(style.wall, depth));
  out += rect(x + w * 0.15, base - h, w * 0.35, h, ctx.c(shade(style.wall, 0.1), depth), { opacity: 0.6 });
  out += path(
    d`M${x - w / 2 - 8} ${base - h + 2}L${x} ${base - h - w * 1.3}L${x + w / 2 + 8} ${base - h + 2}Z`,
    ctx.c(style.roof, depth),
  );
  out += path(
    d`M${x} ${base - h - w * 1.3}L${x + w / 2 + 8} ${base - h + 2}L${x + 6} ${base - h + 2}Z`,
    ctx.c(shade(style.roof, 0.15), depth),
  );
  out += stroke(d`M${x} ${base - h - w * 1.3}L${x} ${base - h - w * 1.3 - 26}`, ctx.c('#6b5a5a', depth), 2.5);
  out += path(
    d`M${x} ${base - h - w * 1.3 - 26}Q${x + 14} ${base - h - w * 1.3 - 30} ${x + 24} ${base - h - w * 1.3 - 22}Q${x + 12} ${base - h - w * 1.3 - 18} ${x} ${base - h - w * 1.3 - 14}Z`,
    ctx.c(style.flag, depth),
  );
  out += windowArch(ctx, x, base - h + 40, 14, 22, depth);
  return out;
}

function windowArch(ctx: DrawContext, x: number, y: number, w: number, h: number, depth: number): string {
  const glass = lit(ctx) ? ctx.pal.light : ctx.c('#5a6a8a', depth);
  return (
    (lit(ctx) ? glow(ctx, x, y + h / 2, h * 1.6, ctx.pal.light, 0.5) : '') +
    path(
      d`M${x - w / 2} ${y + h}L${x - w / 2} ${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${y + w / 2}L${x + w / 2} ${y + h}Z`,
      glass,
    )
  );
}

function castle(ctx: DrawContext, cx: number, base: number, s: number, style: CastleStyle, depth: number): string {
  let out = '';
  out += tower(ctx, cx - 40 * s, base - 60 * s, 46 * s, 170 * s, style, depth);
  out += rect(cx - 90 * s, base - 200 * s, 180 * s, 200 * s, ctx.c(style.wall, depth));
  out += crenellations(ctx, cx - 90 * s, base - 200 * s, 180 * s, style.wall, depth);
  out +=
    windowArch(ctx, cx - 40 * s, base - 170 * s, 16 * s, 26 * s, depth) +
    windowArch(ctx, cx + 40 * s, base - 170 * s, 16 * s, 26 * s, depth);
  out += tower(ctx, cx - 120 * s, base, 60 * s, 230 * s, style, depth);
  out += tower(ctx, cx + 120 * s, base, 60 * s, 230 * s, style, depth);
  out += rect(cx - 150 * s, base - 110 * s, 300 * s, 110 * s, ctx.c(lighten(style.wall, 0.06), depth));
  out += crenellations(ctx, cx - 150 * s, base - 110 * s, 300 * s, lighten(style.wall, 0.06), depth);
  for (let i = 0; i < 7; i++) {
    out += rect(
      cx - 140 * s + ((i * 41) % 280) * s,
      base - 100 * s + ((i * 23) % 80) * s,
      18 * s,
      9 * s,
      ctx.c(shade(style.wall, 0.08), depth),
      { rx: 2 },
    );
  }
  out += path(
    d`M${cx - 34 * s} ${base}L${cx - 34 * s} ${base - 50 * s}A${34 * s} ${34 * s} 0 0 1 ${cx + 34 * s} ${base - 50 * s}L${cx + 34 * s} ${base}Z`,
    ctx.c('#7a5238', depth),
  );
  for (let i = -2; i <= 2; i++)
    out += stroke(d`M${cx + i * 12 * s} ${base - 76 * s}L${cx + i * 12 * s} ${base}`, ctx.c('#5a3a28', depth), 2.5 * s);
  return out;
}

function castleSetting(style: CastleStyle, pastel: boolean): SettingDef {
  return {
    indoor: false,
    draw(ctx, stage) {
      const rng = stage.rng.fork('castle');
      let back = sky(ctx, { horizon: 380, clouds: 3 });
      back += hills(ctx, rng, {
        y: 380,
        amplitude: 40,
        color: pastel ? '#b6e09a' : '#9dd27f',
        depth: 2,
        bumps: 3,
        snow: ctx.winter,
      });
      const cx = stage.count >= 4 ? 400 : Math.max(190, Math.min(610, stage.focusX));
      back += path(d`M${cx - 260} 440Q${cx} 370 ${cx + 260} 440Z`, ctx.c(pastel ? '#a5d98a' : GRASS, 1));
      back += castle(ctx, cx, 410, stage.count >= 4 ? 0.85 : 0.95, style, 1);
      back += ground(ctx, 445, pastel ? '#a5d98a' : GRASS, ctx.winter);
      back += path(
        d`M${cx - 30} 445Q${cx - 10} 500 ${cx - 80} 610L${cx + 80} 610Q${cx + 10} 500 ${cx + 30} 445Z`,
        ctx.c(ctx.winter ? '#e6ecf8' : '#e0c89a'),
      );
      back += roundTree(ctx, cx < 400 ? 700 : 100, 470, 0.9, 0, '#5aa84f');
      back += flowerBed(ctx, rng, 20, 780, 460, 500, 12, 0.8);
      let extra = '';
      if (pastel)
        for (let i = 0; i < 10; i++)
          extra += sparkle(rng.range(20, 780), rng.range(40, 400), rng.range(4, 9), '#fff4b0', 0.9);
      if (ctx.time === 'night') extra += fireflies(rng, 10, 320, 520);
      return { back: back + extra, front: edge(ctx, stage) };
    },
  };
}

export const castleKnights = castleSetting({ wall: '#c9c2cf', roof: '#3f6fd0', flag: '#e4564f' }, false);
export const castleFairy = castleSetting({ wall: '#f6dbe8', roof: '#a77fe0', flag: '#f6c843' }, true);

export const fairyGarden: SettingDef = {
  indoor: false,
  costume: 'wings',
  draw(ctx, stage) {
    const rng = stage.rng.fork('fairy');
    let back = sky(ctx, { horizon: 380, clouds: 2 });
    back += hills(ctx, rng, { y: 380, amplitude: 40, color: '#a8d98f', depth: 2, bumps: 3 });
    // Giant flowers behind.
    for (let i = 0; i < 6; i++) {
      const x = i * 150 + rng.range(-20, 40);
      const top = rng.range(220, 300);
      back += stroke(d`M${x} 450Q${x - 10} ${(450 + top) / 2} ${x} ${top}`, ctx.c('#5cae52', 1), 7);
      const color = rng.pick(['#ff9ec4', '#c9a8ff', '#ffd36b', '#8fd6ff']);
      for (let p = 0; p < 6; p++) {
        const a = (p * Math.PI) / 3;
        back += circle(x + Math.cos(a) * 20, top + Math.sin(a) * 20, 17, ctx.c(color, 1));
      }
      back += circle(x, top, 14, ctx.c('#fff1a0', 1));
    }
    back += ground(ctx, 450, '#9fd67f');
    // The mushroom house.
    const mx = stage.focusX;
    back += path(d`M${mx - 40} 470L${mx - 34} 370L${mx + 34} 370L${mx + 40} 470Z`, ctx.c('#fbf1de'));
    back += path(d`M${mx - 14} 470L${mx - 14} 430A14 14 0 0 1 ${mx + 14} 430L${mx + 14} 470Z`, ctx.c('#a0643c'));
    back += window_(ctx, mx + 14, 388, 16, 16, '#a0643c', true, true);
    back += path(
      d`M${mx - 100} 380Q${mx - 90} 270 ${mx} 262Q${mx + 90} 270 ${mx + 100} 380Q${mx} 360 ${mx - 100} 380Z`,
      ctx.c('#e4564f'),
    );
    for (const [dx, dy, r] of [
      [-50, -70, 12],
      [10, -90, 14],
      [56, -60, 10],
      [-14, -50, 8],
    ] as const) {
      back += circle(mx + dx, 400 + dy - 20, r, ctx.c('#fffaf0'));
    }
    back +=
      mushroom(ctx, rng.range(60, 200), 490, 1, '#a77fe0') + mushroom(ctx, rng.range(600, 740), 495, 0.8, '#ff9ec4');
    back += flowerBed(ctx, rng, 20, 780, 460, 500, 14, 0.8);
    let sparkles = '';
    for (let i = 0; i < 18; i++)
      sparkles += sparkle(rng.range(20, 780), rng.range(40, 500), rng.range(3, 8), '#fff4b0', 0.9);
    if (ctx.time !== 'day') sparkles += fireflies(rng, 16, 200, 520);
    return { back: back + sparkles, front: edge(ctx, stage) };
  },
};

// ---------------------------------------------------------------------------------------------
// Villages and towns

export const snowyVillage: SettingDef = {
  indoor: false,
  winter: true,
  draw(ctx, stage) {
    const rng = stage.rng.fork('village');
    let back = sky(ctx, { horizon: 380, clouds: 2 });
    back += hills(ctx, rng, { y: 380, amplitude: 50, color: '#eef3ff', depth: 2, bumps: 3, snow: true });
    for (let i = 0; i < 8; i++)
      back += firTree(ctx, rng.range(0, 800), rng.range(370, 390), rng.range(0.45, 0.6), 2, true);
    const colors = [
      { wall: '#f2d6a8', roof: '#c0504a' },
      { wall: '#cfe0f2', roof: '#3f6fd0' },
      { wall: '#f6c6c0', roof: '#7a5a8a' },
    ];
    const xs =
      stage.count >= 4
        ? [120, 400, 680]
        : [stage.focusX - 150, stage.focusX, stage.focusX + 150].map((x) => Math.max(80, Math.min(720, x)));
    xs.forEach((x, i) => {
      back += house(
        ctx,
        x,
        440 - (i % 2) * 10,
        0.8,
        1,
        colors[i % colors.length] ?? { wall: '#f2d6a8', roof: '#c0504a' },
        true,
        true,
      );
    });
    back += ground(ctx, 450, '#eef3ff', true);
    const tx = stage.focusX < 400 ? 700 : 100;
    back += firTree(ctx, tx, 500, 1.1, 0, true);
    for (let i = 0; i < 10; i++)
      back += circle(
        tx + rng.range(-40, 40),
        500 - rng.range(30, 150),
        4,
        rng.pick(['#ff6b6b', '#ffd54a', '#7cd1ff', '#ff9ec4']),
      );
    back += starShape(tx, 500 - 190 * 1.1 + 10, 12, '#ffd54a');
    back += PROPS.snowman?.draw(ctx, stage.focusX + (stage.focusX < 400 ? -60 : 60), 492, 0.8, rng) ?? '';
    return { back, front: snowfall(rng.fork('snow'), 60) };
  },
};

function schoolBuilding(ctx: DrawContext, x: number, base: number): string {
  const wall = ctx.c('#f2dcb0', 1);
  let out = rect(x - 170, base - 150, 340, 150, wall);
  out += path(
    d`M${x - 185} ${base - 146}L${x - 150} ${base - 200}L${x + 150} ${base - 200}L${x + 185} ${base - 146}Z`,
    ctx.c('#c0504a', 1),
  );
  out +=
    rect(x - 30, base - 250, 60, 60, wall) +
    path(d`M${x - 40} ${base - 246}L${x} ${base - 290}L${x + 40} ${base - 246}Z`, ctx.c('#c0504a', 1));
  out += circle(x, base - 220, 20, ctx.c('#ffffff', 1), { stroke: ctx.c('#5a4a5e', 1), 'stroke-width': 3 });
  out += stroke(
    d`M${x} ${base - 220}L${x} ${base - 234}M${x} ${base - 220}L${x + 10} ${base - 216}`,
    ctx.c('#5a4a5e', 1),
    3,
  );
  for (let i = 0; i < 3; i++) {
    out += window_(ctx, x - 150 + i * 40, base - 130, 28, 34, ctx.c('#ffffff', 1), lit(ctx));
    out += window_(ctx, x + 66 + i * 40, base - 130, 28, 34, ctx.c('#ffffff', 1), lit(ctx));
    out += window_(ctx, x - 150 + i * 40, base - 70, 28, 34, ctx.c('#ffffff', 1), lit(ctx));
    out += window_(ctx, x + 66 + i * 40, base - 70, 28, 34, ctx.c('#ffffff', 1), lit(ctx));
  }
  out += rect(x - 30, base - 90, 60, 90, ctx.c('#3f6fd0', 1), { rx: 8 });
  out += stroke(d`M${x} ${base - 90}L${x} ${base}`, ctx.c('#2f4f9a', 1), 3);
  out += path(
    d`M${x - 44} ${base - 96}L${x + 44} ${base - 96}L${x + 36} ${base - 110}L${x - 36} ${base - 110}Z`,
    ctx.c('#e4564f', 1),
  );
  return out;
}

export const schoolyard: SettingDef = {
  indoor: false,
  draw(ctx, stage) {
    const rng = stage.rng.fork('school');
    let back = sky(ctx, { horizon: 380, clouds: 3 });
    back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
    const sx = stage.count >= 4 ? 400 : stage.focusX;
    back += schoolBuilding(ctx, sx, 430);
    back += roundTree(ctx, sx < 400 ? 690 : 110, 450, 1, 0, '#5aa84f');
    back += ground(ctx, 440, '#c9c4cf');
    // Hopscotch and a ball, in front of the school.
    const hx = stage.focusX - 60;
    for (let i = 0; i < 4; i++)
      back += rect(hx + i * 34, 486 - (i % 2) * 4, 32, 22, 'none', {
        stroke: '#ffffff',
        'stroke-width': 3,
        rx: 2,
        opacity: 0.85,
      });
    back += PROPS.ball?.draw(ctx, stage.focusX + (stage.focusX < 400 ? 110 : -110), 505, 0.7, rng) ?? '';
    back += fence(ctx, -10, 810, 455, 0.7, '#f2e4cf');
    return { back, front: '' };
  },
};

function roadSetting(race: boolean): SettingDef {
  return {
    indoor: false,
    signature: ['car'],
    draw(ctx, stage) {
      const rng = stage.rng.fork('road');
      let back = sky(ctx, { horizon: 360, clouds: 3 });
      back += hills(ctx, rng, { y: 360, amplitude: 50, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
      back += stroke(d`M900 330Q600 350 560 372Q520 392 300 404`, ctx.c('#8a8a98', 2), 10);
      for (let i = 0; i < 6; i++)
        back += roundTree(ctx, rng.range(0, 800), rng.range(390, 410), rng.range(0.4, 0.55), 2, '#6cb85a');
      back += ground(ctx, 420, GRASS, ctx.winter);
      if (race) {
        back += rect(-10, 392, 820, 34, ctx.c('#8d68d3', 1));
        for (let i = 0; i < 60; i++)
          back += circle(
            i * 14 + 4,
            398 + (i % 3) * 8,
            4,
            ctx.c(rng.pick(['#ff6b6b', '#ffd54a', '#7cd1ff', '#ffffff', '#58b05a'])),
          );
      }
      back += rect(-10, 440, 820, 56, ctx.c('#6e6a7a'));
      back += rect(-10, 436, 820, 6, ctx.c('#f2f0ea')) + rect(-10, 494, 820, 6, ctx.c('#f2f0ea'));
      for (let x = 0; x < 800; x += 70) back += rect(x, 465, 40, 5, ctx.c('#f6d55a'), { rx: 2 });
      if (race) {
        const fx = stage.focusX;
        for (let row = 0; row < 4; row++)
          for (let col = 0; col < 2; col++)
            back += rect(fx + col * 14, 442 + row * 14, 14, 14, (row + col) % 2 ? '#ffffff' : '#2a2a33');
        for (const bx of [fx - 60, fx + 80]) back += stroke(d`M${bx} 436L${bx} 350`, ctx.c('#5a4a5e'), 4);
        for (let i = 0; i < 8; i++) back += rect(fx - 60 + i * 17.5, 350, 17.5, 16, i % 2 ? '#ffffff' : '#2a2a33');
      }
      const colors = rng.shuffle(['#e4564f', '#3f6fd0', '#f6c843', '#58b05a', '#8d68d3']);
      back += VEHICLES.car(ctx, stage.focusX, 484, 0.8, stage.focusX > 400, -1, colors[0]);
      back += VEHICLES.car(
        ctx,
        stage.focusX < 400 ? stage.focusX + 170 : stage.focusX - 170,
        462,
        0.5,
        stage.focusX < 400,
        1,
        colors[1],
      );
      // Round road signs, no words.
      const sign = stage.focusX < 400 ? 40 : 760;
      back +=
        stroke(d`M${sign} 520L${sign} 440`, ctx.c('#8a90a0'), 5) +
        circle(sign, 430, 20, ctx.c('#ffffff')) +
        circle(sign, 430, 16, ctx.c('#3f6fd0')) +
        path(
          d`M${sign - 8} 432L${sign + 4} 432L${sign + 4} 426L${sign + 12} 434L${sign + 4} 442L${sign + 4} 436L${sign - 8} 436Z`,
          '#ffffff',
        );
      return { back, front: edge(ctx, stage) };
    },
  };
}
export const road = roadSetting(false);
export const racetrack = roadSetting(true);

export const airfield: SettingDef = {
  indoor: false,
  signature: ['plane'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('airfield');
    let back = sky(ctx, { horizon: 380, clouds: 4 });
    back += VEHICLES.propeller_plane(ctx, rng.range(150, 650), rng.range(120, 200), 0.5, rng.chance(0.5), 1);
    back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
    const tx = stage.focusX < 400 ? 700 : 100;
    back +=
      rect(tx - 14, 300, 28, 120, ctx.c('#e8e4ec', 1)) +
      path(d`M${tx - 34} 300L${tx + 34} 300L${tx + 26} 262L${tx - 26} 262Z`, ctx.c('#7cc8f0', 1)) +
      rect(tx - 38, 254, 76, 10, ctx.c('#5a5a6a', 1), { rx: 4 });
    back += path(
      d`M${tx - 200 * Math.sign(tx - 400)} 420Q${tx - 130 * Math.sign(tx - 400)} 330 ${tx - 60 * Math.sign(tx - 400)} 420Z`,
      ctx.c('#b9c0cc', 1),
    );
    back += ground(ctx, 420, GRASS, ctx.winter);
    back += path(d`M-10 452L810 440L810 490L-10 500Z`, ctx.c('#7a7688'));
    for (let x = 0; x < 800; x += 80) back += rect(x, 466 - x * 0.012, 44, 5, ctx.c('#ffffff'), { rx: 2 });
    back += VEHICLES.plane(ctx, stage.focusX, 474, 1.35, stage.focusX > 400, -1);
    const wx = stage.focusX < 400 ? 560 : 240;
    back += stroke(d`M${wx} 440L${wx} 380`, ctx.c('#8a90a0'), 4);
    back +=
      path(d`M${wx} 380L${wx + 50} 386L${wx + 50} 396L${wx} 400Z`, ctx.c('#f39a36')) +
      rect(wx + 16, 382, 12, 16, ctx.c('#ffffff'));
    return { back, front: edge(ctx, stage) };
  },
};

function building(
  ctx: DrawContext,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  depth: number,
  rngSeed: number,
): string {
  let out = rect(x, base - h, w, h, ctx.c(color, depth), { rx: 3 });
  out += rect(x + w * 0.7, base - h, w * 0.3, h, ctx.c(shade(color, 0.1), depth), { opacity: 0.5 });
  out += rect(x - 3, base - h - 6, w + 6, 9, ctx.c(shade(color, 0.22), depth), { rx: 3 });
  const cols = Math.max(1, Math.floor((w - 10) / 22));
  const rows = Math.max(1, Math.floor((h - 20) / 30));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = lit(ctx) && (r * 7 + c * 13 + rngSeed) % 3 !== 0;
      const wx = x + 8 + c * ((w - 16) / cols);
      out += rect(wx, base - h + 14 + r * 30, (w - 16) / cols - 8, 16, on ? ctx.pal.light : ctx.c('#a9d8f0', depth), {
        rx: 2,
      });
    }
  }
  return out;
}

function citySetting(rooftop: boolean): SettingDef {
  return {
    indoor: false,
    draw(ctx, stage) {
      const rng = stage.rng.fork('city');
      let back = sky(ctx, { horizon: 380, clouds: 2 });
      const far = ['#f2b98a', '#9fc1e8', '#c7a8e0', '#f2d68a', '#a8d8c0', '#f2a8a8'];
      const near = ['#f59e6b', '#6fa8e8', '#a98be0', '#f2c14e', '#5cbf98', '#f08a8a', '#8a9ae8'];
      let x = -20;
      while (x < 820) {
        const w = rng.range(60, 100);
        back += building(ctx, x, rooftop ? 480 : 400, w, rng.range(170, 280), rng.pick(far), 2, Math.round(x));
        x += w + rng.range(2, 10);
      }
      x = -30;
      while (x < 820) {
        const w = rng.range(80, 130);
        back += building(
          ctx,
          x,
          rooftop ? 480 : 452,
          w,
          rng.range(rooftop ? 60 : 120, rooftop ? 130 : 200),
          rng.pick(near),
          1,
          Math.round(x) + 3,
        );
        x += w + rng.range(6, 24);
      }
      if (!rooftop) {
        back += rect(-10, 448, 820, 24, ctx.c('#77728a'));
        for (let i = 0; i < 12; i++) back += rect(i * 80 + 10, 458, 40, 4, ctx.c('#f2f0ea'), { rx: 2 });
        back += ground(ctx, 472, '#e6dcd2');
        for (let i = 0; i < 9; i++) back += stroke(d`M${i * 100} 482L${i * 100 - 40} 610`, ctx.c('#d2c6bc'), 2);
        for (const tx of [stage.focusX - 90, stage.focusX + 90]) {
          back += roundTree(ctx, tx, 490, 0.55, 0, '#5aa84f') + rect(tx - 24, 478, 48, 16, ctx.c('#b5804f'), { rx: 6 });
        }
        const lx = stage.focusX;
        back +=
          stroke(d`M${lx} 500L${lx} 340Q${lx} 326 ${lx + 16} 326`, ctx.c('#4a4555'), 5) +
          ellipse(lx + 18, 330, 11, 6, ctx.time === 'day' ? ctx.c('#fff6c8') : '#fff3a0');
        if (lit(ctx)) back += glow(ctx, lx + 18, 340, 110, '#fff3a0', 0.45);
        back +=
          rect(lx - 40, 478, 80, 8, ctx.c('#a0643c'), { rx: 3 }) +
          rect(lx - 40, 462, 80, 6, ctx.c('#a0643c'), { rx: 3 });
        back += stroke(d`M${lx - 32} 486L${lx - 32} 500M${lx + 32} 486L${lx + 32} 500`, ctx.c('#4a4555'), 4);
      } else {
        // The roof the heroes stand on: a low wall, then the floor.
        back += rect(-10, 468, 820, 22, ctx.c('#c0705a'));
        for (let i = 0; i < 21; i++) back += rect(i * 40 - 10, 466, 36, 6, ctx.c('#d98a70'), { rx: 2 });
        back += rect(
          -10,
          490,
          820,
          130,
          ctx.defs.linearUser(
            [
              [0, ctx.c('#b8a4a8')],
              [1, ctx.c('#8f7c86')],
            ],
            0,
            490,
            0,
            600,
          ),
        );
        for (let i = 0; i < 7; i++) back += stroke(d`M-10 ${504 + i * 16}L810 ${504 + i * 16}`, ctx.c('#a8949a'), 1.5);
        const wt = stage.focusX;
        back += stroke(
          d`M${wt - 30} 440L${wt - 36} 500M${wt + 30} 440L${wt + 36} 500M${wt - 33} 470L${wt + 33} 470`,
          ctx.c('#5a4a4a'),
          5,
        );
        back +=
          rect(wt - 42, 346, 84, 96, ctx.c('#b0703c'), { rx: 6 }) +
          path(d`M${wt - 48} 350L${wt} 316L${wt + 48} 350Z`, ctx.c('#7a4a2c'));
        back += stroke(d`M${wt - 42} 378L${wt + 42} 378M${wt - 42} 410L${wt + 42} 410`, ctx.c('#7a4a2c'), 3);
        const ax = wt < 400 ? wt + 110 : wt - 110;
        back +=
          stroke(
            d`M${ax} 470L${ax} 380M${ax - 16} 400L${ax + 16} 400M${ax - 10} 388L${ax + 10} 388`,
            ctx.c('#6a6a7a'),
            3,
          ) + circle(ax, 378, 4, '#ff6b6b');
      }
      return { back, front: '' };
    },
  };
}
export const city = citySetting(false);
export const rooftop = citySetting(true);

function gardenSetting(party: boolean): SettingDef {
  return {
    indoor: false,
    draw(ctx, stage) {
      const rng = stage.rng.fork('garden');
      let back = sky(ctx, { horizon: 380, clouds: 3 });
      back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
      const hx = stage.count >= 4 ? 400 : stage.focusX;
      back += house(ctx, hx, 440, 1.25, 1, { wall: '#f6e2c0', roof: '#d26a4a', door: '#3f6fd0' }, lit(ctx), ctx.winter);
      const tx = hx < 400 ? 680 : 120;
      back += roundTree(ctx, tx, 460, 1.2, 0, '#5aa84f', '#e4564f');
      if (!ctx.winter)
        back +=
          stroke(d`M${tx + 30} 360L${tx + 26} 440M${tx + 66} 360L${tx + 70} 440`, ctx.c('#7a5a40'), 2) +
          rect(tx + 18, 438, 58, 8, ctx.c('#c0504a'), { rx: 3 });
      back += ground(ctx, 450, GRASS, ctx.winter);
      back += fence(ctx, -10, hx - 100, 462, 0.8) + fence(ctx, hx + 100, 810, 462, 0.8);
      if (!ctx.winter) back += flowerBed(ctx, rng, 20, 780, 466, 500, 14, 0.8);
      if (party) {
        back += bunting(ctx, tx + 20, 330, hx + (hx < tx ? 60 : -60), 350, 18, [
          '#e4564f',
          '#f6c843',
          '#3f6fd0',
          '#58b05a',
          '#f28ab4',
        ]);
        const table = stage.count >= 4 ? (hx < 400 ? 640 : 160) : hx < 400 ? hx + 175 : hx - 175;
        back +=
          rect(table - 60, 470, 120, 10, ctx.c('#ffffff'), { rx: 4 }) +
          path(d`M${table - 60} 480L${table + 60} 480L${table + 54} 500L${table - 54} 500Z`, ctx.c('#ffb3c4'));
        back += stroke(
          d`M${table - 46} 500L${table - 46} 520M${table + 46} 500L${table + 46} 520`,
          ctx.c('#a0643c'),
          5,
        );
        back += PROPS.cake?.draw(ctx, table, 472, 0.55, rng) ?? '';
      }
      return { back, front: edge(ctx, stage) };
    },
  };
}
export const garden = gardenSetting(false);
export const gardenParty = gardenSetting(true);

export const fireStation: SettingDef = {
  indoor: false,
  costume: 'fire_helmet',
  signature: ['fire_truck'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('fire');
    let back = sky(ctx, { horizon: 380, clouds: 2 });
    back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
    const bx = stage.count >= 4 ? 400 : 800 - stage.focusX;
    const brick = ctx.c('#c8644a', 1);
    back += rect(bx - 180, 230, 360, 210, brick) + rect(bx - 190, 220, 380, 18, ctx.c('#8a3a30', 1), { rx: 4 });
    for (let i = 0; i < 14; i++)
      back += rect(bx - 170 + ((i * 53) % 340), 250 + ((i * 37) % 170), 22, 8, ctx.c('#b5553e', 1), { rx: 2 });
    for (const dx of [-90, 90]) {
      back += rect(bx + dx - 70, 300, 140, 140, ctx.c('#3a3545', 1), { rx: 8 });
      for (let i = 0; i < 5; i++)
        back += rect(bx + dx - 66, 306 + i * 26, 132, 20, ctx.c('#e8e4ec', 1), { rx: 3, opacity: dx < 0 ? 1 : 0.35 });
    }
    back += circle(bx, 262, 20, ctx.c('#f6c843', 1)) + circle(bx, 262, 12, ctx.c('#e4564f', 1));
    back += ground(ctx, 440, '#c9c4cf');
    const tx = stage.count >= 4 ? 620 : stage.focusX;
    back += VEHICLES.fire_truck(ctx, tx, 490, 0.9, tx < 400, -1);
    const hyd = bx < 400 ? 740 : 60;
    back +=
      rect(hyd - 12, 470, 24, 40, ctx.c('#e4403b'), { rx: 6 }) +
      ellipse(hyd, 470, 16, 6, ctx.c('#c93632')) +
      rect(hyd - 20, 480, 40, 10, ctx.c('#c93632'), { rx: 5 });
    return { back, front: '' };
  },
};

function shopFront(
  ctx: DrawContext,
  x: number,
  base: number,
  wall: string,
  awning: [string, string],
  goods: 'bread' | 'cross',
): string {
  let out = rect(x - 170, base - 260, 340, 260, ctx.c(wall, 1));
  out += rect(x - 180, base - 270, 360, 16, ctx.c(shade(wall, 0.15), 1), { rx: 4 });
  for (let i = 0; i < 3; i++) out += window_(ctx, x - 130 + i * 100, base - 240, 60, 50, ctx.c('#ffffff', 1), lit(ctx));
  // Awning in stripes with a scalloped edge.
  for (let i = 0; i < 10; i++) {
    out += path(
      d`M${x - 170 + i * 34} ${base - 170}L${x - 136 + i * 34} ${base - 170}L${x - 130 + i * 36} ${base - 130}Q${x - 148 + i * 35} ${base - 118} ${x - 166 + i * 34} ${base - 130}Z`,
      ctx.c(i % 2 ? awning[1] : awning[0], 1),
    );
  }
  out += window_(ctx, x - 150, base - 110, 170, 84, ctx.c('#ffffff', 1), lit(ctx));
  if (goods === 'bread') {
    for (let i = 0; i < 4; i++)
      out +=
        ellipse(x - 120 + i * 38, base - 44, 16, 10, ctx.c('#d99a4e', 1)) +
        stroke(d`M${x - 128 + i * 38} ${base - 46}L${x - 112 + i * 38} ${base - 48}`, ctx.c('#f2c98a', 1), 2);
    out += stroke(
      d`M${x - 130} ${base - 60}L${x - 40} ${base - 96}M${x - 120} ${base - 56}L${x - 30} ${base - 92}`,
      ctx.c('#d99a4e', 1),
      10,
    );
  } else {
    out +=
      rect(x - 80, base - 94, 30, 60, ctx.c('#e8f6ee', 1), { rx: 4 }) +
      rect(x - 40, base - 84, 30, 50, ctx.c('#e8f6ee', 1), { rx: 4 });
    const cx = x + 150;
    const cy = base - 200;
    out += stroke(d`M${x + 170} ${cy}L${cx + 10} ${cy}`, ctx.c('#5a5a6a', 1), 4);
    out += path(
      d`M${cx - 10} ${cy - 30}h20v20h20v20h-20v20h-20v-20h-20v-20h20Z`,
      ctx.time === 'day' ? ctx.c('#2fbf71', 1) : '#4ff08f',
    );
    if (lit(ctx)) out += glow(ctx, cx, cy, 60, '#4ff08f', 0.4);
  }
  out += rect(x + 40, base - 110, 80, 110, ctx.c(awning[0], 1), { rx: 6 });
  out += circle(x + 80, base - 76, 14, lit(ctx) ? ctx.pal.light : ctx.c('#a9d8f0', 1));
  out += circle(x + 106, base - 50, 4, ctx.c('#f6c843', 1));
  return out;
}

function shopSetting(kind: 'bakery' | 'doctor'): SettingDef {
  return {
    indoor: false,
    costume: kind === 'bakery' ? 'chef_hat' : 'none',
    draw(ctx, stage) {
      const rng = stage.rng.fork(kind);
      let back = sky(ctx, { horizon: 380, clouds: 2 });
      back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
      const sx = stage.count >= 4 ? 400 : Math.max(200, Math.min(580, stage.focusX));
      back += shopFront(
        ctx,
        sx,
        450,
        kind === 'bakery' ? '#f6e2c0' : '#e6f0f8',
        kind === 'bakery' ? ['#e4564f', '#fbf6ee'] : ['#2fbf71', '#fbf6ee'],
        kind === 'bakery' ? 'bread' : 'cross',
      );
      back += ground(ctx, 450, '#d8cbbd');
      for (let i = 0; i < 40; i++)
        back += ellipse(rng.range(0, 800), rng.range(470, 600), rng.range(10, 18), 5, ctx.c('#c9baa8'), {
          opacity: 0.6,
        });
      const px = sx < 400 ? 700 : 100;
      back +=
        rect(px - 20, 470, 40, 30, ctx.c('#c9804a'), { rx: 4 }) + bush(ctx, px, 472, 0.5, 0, '#5aa84f', '#ff7aa2');
      return { back, front: '' };
    },
  };
}
export const bakery = shopSetting('bakery');
export const doctor = shopSetting('doctor');

export const construction: SettingDef = {
  indoor: false,
  costume: 'hard_hat',
  signature: ['digger'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('construction');
    let back = sky(ctx, { horizon: 380, clouds: 3 });
    back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
    const cx = stage.focusX < 400 ? 620 : 180;
    const yellow = ctx.c('#f6b93b', 1);
    back += rect(cx - 10, 120, 20, 310, yellow);
    for (let y = 130; y < 420; y += 24)
      back += stroke(d`M${cx - 10} ${y}L${cx + 10} ${y + 24}`, ctx.c('#c98f1c', 1), 2.5);
    back += rect(cx - 150, 110, 260, 16, yellow) + rect(cx + 90, 100, 40, 40, ctx.c('#5a5a6a', 1), { rx: 4 });
    back +=
      stroke(d`M${cx - 120} 126L${cx - 120} 240`, ctx.c('#5a5a6a', 1), 2) +
      rect(cx - 140, 240, 40, 24, ctx.c('#c8644a', 1), { rx: 3 });
    back += ground(ctx, 440, '#d9b98a');
    const wx = stage.count >= 4 ? 400 : stage.focusX;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 6 - (r % 2); c++)
        back += rect(wx - 90 + c * 32 + (r % 2) * 16, 470 - r * 16 - 16, 30, 14, ctx.c('#c8644a', 1), { rx: 2 });
    back += VEHICLES.digger(ctx, cx < 400 ? 560 : 250, 500, 0.75, cx < 400, -1);
    for (const x of [40, 760])
      back +=
        path(d`M${x - 14} 520L${x} 476L${x + 14} 520Z`, ctx.c('#f39a36')) + rect(x - 10, 500, 20, 6, ctx.c('#ffffff'));
    return { back, front: '' };
  },
};

// ---------------------------------------------------------------------------------------------
// Space

function spaceSky(ctx: DrawContext, stage: Stage, pink = false): string {
  const colors: Record<string, [string, string]> = {
    day: pink ? ['#6a4fb0', '#f29ac0'] : ['#2d2f7a', '#6a4a9e'],
    dusk: pink ? ['#4a3a92', '#e07aa8'] : ['#1f2260', '#5a3a8a'],
    night: pink ? ['#241f5a', '#8a4a8e'] : ['#0a0f33', '#2a2060'],
  };
  const [top, bottom] = colors[ctx.time] ?? colors.night!;
  const rng = stage.rng.fork('space-sky');
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.defs.linear([
      [0, top],
      [1, bottom],
    ]),
  );
  out += circle(
    rng.range(100, 300),
    rng.range(100, 250),
    180,
    ctx.defs.radial([
      [0, '#ff8ad8', 0.25],
      [1, '#ff8ad8', 0],
    ]),
  );
  out += circle(
    rng.range(500, 700),
    rng.range(80, 200),
    200,
    ctx.defs.radial([
      [0, '#6ad8ff', 0.2],
      [1, '#6ad8ff', 0],
    ]),
  );
  const starCtx = { ...ctx, pal: { ...ctx.pal, starOpacity: 1 } };
  out += stars(starCtx, rng, 110, 6, 440);
  return out;
}

function planetBall(
  ctx: DrawContext,
  x: number,
  y: number,
  r: number,
  colors: [string, string],
  ring: boolean,
): string {
  let out = '';
  if (ring) out += ellipse(x, y, r * 1.8, r * 0.4, '#f7d9a0', { opacity: 0.85, transform: `rotate(-12 ${x} ${y})` });
  out += circle(
    x,
    y,
    r,
    ctx.defs.radial(
      [
        [0, colors[0]],
        [1, colors[1]],
      ],
      0.35,
      0.3,
      0.8,
    ),
  );
  if (ring)
    out += path(d`M${x - r * 1.75} ${y + r * 0.3}Q${x} ${y + r * 0.55} ${x + r * 1.75} ${y - r * 0.45}`, 'none', {
      stroke: '#f7d9a0',
      'stroke-width': r * 0.12,
      opacity: 0.9,
    });
  return out;
}

function earth(x: number, y: number, r: number): string {
  return (
    circle(x, y, r * 1.3, '#7cc8ff', { opacity: 0.2 }) +
    circle(x, y, r, '#3f8fe0') +
    path(
      d`M${x - r * 0.6} ${y - r * 0.5}Q${x - r * 0.1} ${y - r * 0.8} ${x} ${y - r * 0.3}Q${x - r * 0.2} ${y + r * 0.1} ${x - r * 0.6} ${y}Z`,
      '#5cc46a',
    ) +
    path(
      d`M${x + r * 0.2} ${y + r * 0.2}Q${x + r * 0.7} ${y} ${x + r * 0.7} ${y + r * 0.5}Q${x + r * 0.4} ${y + r * 0.8} ${x + r * 0.2} ${y + r * 0.2}Z`,
      '#5cc46a',
    ) +
    path(d`M${x - r * 0.8} ${y + r * 0.2}Q${x - r * 0.3} ${y + r * 0.35} ${x - r * 0.5} ${y + r * 0.6}`, 'none', {
      stroke: '#ffffff',
      'stroke-width': r * 0.12,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

export const moon: SettingDef = {
  indoor: false,
  costume: 'space_helmet',
  signature: ['rocket'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('moon');
    let back = spaceSky(ctx, stage);
    back += earth(stage.focusX < 400 ? 170 : 630, 120, 46);
    back += planetBall(ctx, rng.range(300, 500), rng.range(70, 140), 28, ['#ffc28a', '#e0708a'], true);
    const surface = ctx.defs.linear([
      [0, '#d8d6e4'],
      [1, '#9a98b0'],
    ]);
    back += path(d`M-10 430Q200 400 400 410Q600 420 810 400L810 610L-10 610Z`, '#b8b6cc');
    back += path(d`M-10 460Q400 430 810 460L810 610L-10 610Z`, surface);
    for (let i = 0; i < 9; i++) {
      const x = rng.range(20, 780);
      const y = rng.range(470, 590);
      const r = rng.range(14, 34) * (0.6 + (y - 470) / 200);
      back += ellipse(x, y, r, r * 0.35, '#8a88a2') + ellipse(x, y + r * 0.08, r * 0.8, r * 0.26, '#a4a2ba');
    }
    back += shadow(stage.focusX, 470, 60, 8) + VEHICLES.rocket(ctx, stage.focusX, 470, 1.1, false, -1);
    const flag = stage.focusX < 400 ? 720 : 80;
    back +=
      stroke(d`M${flag} 490L${flag} 400`, '#d9dde6', 3) +
      path(d`M${flag} 400L${flag + 44} 406L${flag + 40} 428L${flag} 426Z`, '#f28ab4') +
      starShape(flag + 20, 414, 7, '#fff4b0');
    return { back };
  },
};

export const space: SettingDef = {
  indoor: false,
  costume: 'space_helmet',
  signature: ['rocket'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('space');
    let back = spaceSky(ctx, stage);
    back += planetBall(ctx, stage.focusX < 400 ? 660 : 140, 160, 70, ['#8fd0ff', '#5a6ad8'], true);
    back += planetBall(ctx, rng.range(320, 480), 90, 22, ['#ffe08a', '#f39a36'], false);
    back += earth(rng.range(40, 760), rng.range(260, 330), 20);
    back += group(VEHICLES.rocket(ctx, 0, 0, 0.7, false, -1) + flame(0, 0, 0.9), stage.focusX, 330, 35);
    back += PROPS.shooting_star?.draw(ctx, rng.range(200, 600), rng.range(60, 120), 0.8, rng) ?? '';
    // The little planet the heroes stand on.
    back += circle(
      400,
      1400,
      900,
      ctx.defs.radial(
        [
          [0.9, '#b59ae8'],
          [1, '#9a7fd8'],
        ],
        0.5,
        0.5,
        0.5,
      ),
    );
    for (let i = 0; i < 6; i++)
      back += ellipse(rng.range(40, 760), rng.range(520, 590), rng.range(16, 30), 7, '#9a7fd8', { opacity: 0.7 });
    return { back };
  },
};

function group(content: string, x: number, y: number, rotate: number): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate})">${content}</g>`;
}

export const planet: SettingDef = {
  indoor: false,
  costume: 'space_helmet',
  draw(ctx, stage) {
    const rng = stage.rng.fork('planet');
    let back = spaceSky(ctx, stage, true);
    back += circle(stage.focusX < 400 ? 640 : 160, 120, 44, '#fff1c0') + circle(rng.range(300, 500), 80, 18, '#c9f0ff');
    back += path(d`M-10 420Q200 380 420 410Q620 440 810 400L810 610L-10 610Z`, '#4fc4b0');
    back += path(
      d`M-10 470Q400 440 810 470L810 610L-10 610Z`,
      ctx.defs.linear([
        [0, '#6ad8c0'],
        [1, '#3aa898'],
      ]),
    );
    const crystal = (x: number, y: number, s: number, color: string) =>
      path(
        d`M${x - 14 * s} ${y}L${x - 8 * s} ${y - 50 * s}L${x} ${y - 64 * s}L${x + 8 * s} ${y - 50 * s}L${x + 14 * s} ${y}Z`,
        color,
        { opacity: 0.9 },
      ) +
      path(d`M${x} ${y - 64 * s}L${x + 8 * s} ${y - 50 * s}L${x + 14 * s} ${y}L${x} ${y}Z`, '#ffffff', {
        opacity: 0.25,
      });
    back += planetBall(ctx, stage.focusX < 400 ? 520 : 280, 200, 26, ['#a8f0c8', '#3aa898'], true);
    for (let i = 0; i < 7; i++) {
      const x = rng.range(20, 780);
      const y = rng.range(480, 590);
      const r = rng.range(12, 26) * (0.6 + (y - 470) / 200);
      back +=
        ellipse(x, y, r, r * 0.32, '#3a9a8a', { opacity: 0.7 }) +
        ellipse(x, y + r * 0.06, r * 0.75, r * 0.22, '#5ac4b0');
    }
    back +=
      crystal(stage.focusX - 30, 460, 1.6, '#b48cf0') +
      crystal(stage.focusX + 10, 462, 2.1, '#8fd0ff') +
      crystal(stage.focusX + 50, 460, 1.3, '#ff9ec4');
    back +=
      crystal(stage.focusX < 400 ? 760 : 40, 520, 1.1, '#ffd36b') +
      crystal(stage.focusX < 400 ? 730 : 70, 524, 0.8, '#b48cf0');
    // Puffy alien bushes.
    for (let i = 0; i < 4; i++) {
      const x = rng.range(40, 760);
      const color = rng.pick(['#ff9ec4', '#ffd36b', '#c9a8ff']);
      back +=
        stroke(d`M${x} 470L${x} 440`, '#2f8a78', 4) +
        circle(x - 8, 436, 11, color) +
        circle(x + 8, 434, 12, color) +
        circle(x, 424, 12, lighten(color, 0.2));
    }
    for (let i = 0; i < 5; i++) {
      const x = rng.range(30, 770);
      const h = rng.range(60, 110);
      back +=
        stroke(d`M${x} 470Q${x + 10} ${470 - h / 2} ${x} ${470 - h}`, '#3a9a7a', 5) +
        circle(x + 8, 470 - h, 10, 'none', { stroke: '#3a9a7a', 'stroke-width': 5 });
      back += circle(x, 470 - h * 0.6, 7, rng.pick(['#ffd54a', '#ff8ab4', '#ffffff']));
    }
    return { back, front: '' };
  },
};

export const launchpad: SettingDef = {
  indoor: false,
  signature: ['rocket'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('launch');
    let back = sky(ctx, { horizon: 400, clouds: 2 });
    back += hills(ctx, rng, { y: 400, amplitude: 30, color: '#9dd27f', depth: 2, bumps: 3, snow: ctx.winter });
    const rx = stage.focusX;
    const red = ctx.c('#d2473f', 1);
    back += rect(rx + 70, 120, 16, 330, red);
    for (let y = 130; y < 440; y += 26)
      back += stroke(d`M${rx + 70} ${y}L${rx + 86} ${y + 26}`, ctx.c('#a8352f', 1), 2.5);
    back += rect(rx + 40, 200, 46, 8, red) + rect(rx + 40, 300, 46, 8, red);
    back += ground(ctx, 440, GRASS, ctx.winter);
    back += rect(rx - 90, 440, 180, 20, ctx.c('#8a8698'), { rx: 4 });
    back += VEHICLES.rocket(ctx, rx, 444, 1.9, false, -1);
    back += cloud(rx - 60, 470, 0.5, ctx.c('#ffffff'), 0.8) + cloud(rx + 60, 474, 0.45, ctx.c('#ffffff'), 0.8);
    return { back, front: edge(ctx, stage) };
  },
};
