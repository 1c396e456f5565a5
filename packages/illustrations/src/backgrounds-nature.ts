/** Outdoor settings in nature: meadow, forest, lake, mountain, farm, savanna, jungle, beach, sea... */
import { shade } from './color.js';
import { CREATURES } from './creatures.js';
import {
  bush,
  cloud,
  fern,
  fence,
  fireflies,
  firTree,
  flowerBed,
  grass,
  ground,
  hills,
  H,
  mountains,
  mushroom,
  palmTree,
  rainbow,
  rock,
  roundTree,
  sea,
  shadow,
  sky,
  sparkle,
  W,
  window_,
} from './elements.js';
import type { DrawContext } from './palette.js';
import type { SettingDef, Stage } from './stage.js';
import { circle, d, ellipse, path, rect, stroke } from './svg.js';
import { VEHICLES } from './vehicles.js';

const GRASS = '#86c964';
const GRASS_FAR = '#9dd27f';

/** Night-time life: fireflies over grass. */
const nightLife = (ctx: DrawContext, stage: Stage, count = 14) =>
  ctx.time === 'night' ? fireflies(stage.rng.fork('fireflies'), count, 300, 520) : '';

/** Flowers and tufts along the bottom edge, the nearest layer of the picture. */
function foregroundEdge(ctx: DrawContext, stage: Stage, flowers = true): string {
  const rng = stage.rng.fork('edge');
  let out = grass(ctx, rng, 566, 600, 16, ctx.winter ? '#dfe8f5' : '#5da94c');
  if (flowers && !ctx.winter) {
    out += flowerBed(ctx, rng, 8, 120, 560, 596, 5) + flowerBed(ctx, rng, 680, 792, 560, 596, 5);
  }
  return out;
}

export const meadow: SettingDef = {
  indoor: false,
  draw(ctx, stage) {
    const rng = stage.rng.fork('meadow');
    let back = sky(ctx, { horizon: 370, clouds: 3 });
    back += hills(ctx, rng, { y: 360, amplitude: 50, color: GRASS_FAR, depth: 2, bumps: 3, snow: ctx.winter });
    for (let i = 0; i < 5; i++)
      back += roundTree(ctx, rng.range(20, 780), rng.range(350, 372), rng.range(0.3, 0.45), 2, '#6cb85a');
    back += hills(ctx, rng, { y: 420, amplitude: 36, color: GRASS, depth: 1, bumps: 2, snow: ctx.winter });
    back += roundTree(ctx, stage.focusX, 440, 1.15, 0, '#5aa84f', rng.chance(0.5) ? '#e4564f' : undefined);
    back += ground(ctx, 455, GRASS, ctx.winter);
    back += flowerBed(ctx, rng, 20, 780, 462, 500, 14, 0.8);
    back += bush(ctx, rng.chance(0.5) ? 90 : 710, 470, 0.9, 0, '#5aa84f', '#ff7aa2');
    const life = ctx.time === 'day' ? CREATURES.butterfly(ctx, rng.range(150, 650), rng.range(300, 360), 1) : '';
    return { back: back + life + nightLife(ctx, stage), front: foregroundEdge(ctx, stage) };
  },
};

export const forest: SettingDef = {
  indoor: false,
  signature: ['fox'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('forest');
    let back = sky(ctx, { horizon: 340, clouds: 2 });
    for (let i = 0; i < 14; i++)
      back += firTree(
        ctx,
        i * 60 + rng.range(-10, 10),
        350 + rng.range(-6, 6),
        rng.range(0.7, 1),
        3,
        ctx.winter,
        '#3f8f67',
      );
    back += hills(ctx, rng, { y: 372, amplitude: 18, color: '#6fb46a', depth: 2, bumps: 3, snow: ctx.winter });
    for (let i = 0; i < 7; i++) {
      const x = i * 125 + rng.range(-20, 20);
      back +=
        i % 2
          ? firTree(ctx, x, 410, rng.range(1, 1.25), 1, ctx.winter, '#2f8a5b')
          : roundTree(ctx, x, 410, rng.range(0.8, 1), 1, '#4f9e4c');
    }
    back += ground(ctx, 430, '#7fbf5e', ctx.winter);
    // A path winding into the wood.
    back += path(
      d`M330 600Q360 520 420 480Q470 450 440 430L470 430Q520 460 470 500Q430 540 470 600Z`,
      ctx.c(ctx.winter ? '#e6ecf8' : '#d9b98a'),
    );
    back +=
      mushroom(ctx, rng.range(40, 200), 488, 1, '#e4564f') + mushroom(ctx, rng.range(600, 760), 492, 0.8, '#f39a36');
    back += fern(ctx, 60, 470, 0.8, 0, '#4f9a48') + fern(ctx, 740, 474, 0.8, 0, '#4f9a48', true);
    back += rock(ctx, rng.range(560, 680), 470, 0.9);
    // Big trunks framing the picture.
    const trunk = ctx.c('#7a4f35');
    let front =
      path(d`M-10 600L-10 0L34 0Q30 300 44 600Z`, trunk) +
      path(d`M12 0Q8 300 20 600L-10 600L-10 0Z`, ctx.c(shade('#7a4f35', 0.2)));
    front += path(d`M810 600L810 0L772 0Q778 300 760 600Z`, trunk);
    front +=
      circle(30, 40, 70, ctx.c('#3f8a4a')) +
      circle(780, 30, 80, ctx.c('#3f8a4a')) +
      circle(80, 0, 60, ctx.c('#4f9e4c')) +
      circle(720, -10, 60, ctx.c('#4f9e4c'));
    front += foregroundEdge(ctx, stage, false);
    return { back: back + nightLife(ctx, stage, 18), front };
  },
};

export const lake: SettingDef = {
  indoor: false,
  draw(ctx, stage) {
    const rng = stage.rng.fork('lake');
    let back = sky(ctx, { horizon: 360, clouds: 3 });
    back += mountains(ctx, rng, 370, '#8aa3c8', 2, true);
    back += hills(ctx, rng, { y: 380, amplitude: 24, color: '#7cbc6a', depth: 2, bumps: 4, snow: ctx.winter });
    for (let i = 0; i < 8; i++) back += firTree(ctx, rng.range(0, 800), 392, rng.range(0.4, 0.6), 2, ctx.winter);
    const water = ctx.defs.linear([
      [0, ctx.c('#8fd0ef', 1)],
      [1, ctx.c('#3f9fd0')],
    ]);
    back += path(d`M-10 398Q400 386 810 398L810 478Q400 470 -10 478Z`, water);
    for (let i = 0; i < 8; i++) {
      const x = rng.range(40, 760);
      const y = rng.range(408, 466);
      back += stroke(d`M${x - 20} ${y}Q${x} ${y - 4} ${x + 20} ${y}`, '#ffffff', 2, { opacity: 0.5 });
    }
    back +=
      ellipse(rng.range(120, 300), 452, 16, 5, ctx.c('#5cae52')) +
      ellipse(rng.range(500, 680), 440, 14, 4.5, ctx.c('#5cae52'));
    back += ground(ctx, 478, GRASS, ctx.winter);
    for (const x of [40, 70, 740, 770])
      back +=
        stroke(d`M${x} 500Q${x - 4} 460 ${x + 2} 430`, ctx.c('#6a9a4a'), 4) +
        ellipse(x + 2, 440, 4, 12, ctx.c('#8a5a3c'));
    return { back: back + nightLife(ctx, stage), front: foregroundEdge(ctx, stage) };
  },
};

export const mountain: SettingDef = {
  indoor: false,
  draw(ctx, stage) {
    const rng = stage.rng.fork('mountain');
    let back = sky(ctx, { horizon: 380, clouds: 2 });
    back += mountains(ctx, rng, 390, '#9a8fc0', 2, true);
    back += hills(ctx, rng, { y: 410, amplitude: 60, color: '#78b868', depth: 1, bumps: 2, snow: ctx.winter });
    for (let i = 0; i < 9; i++)
      back += firTree(ctx, rng.range(0, 800), rng.range(400, 430), rng.range(0.5, 0.8), 1, ctx.winter);
    back += ground(ctx, 460, GRASS, ctx.winter);
    back += rock(ctx, stage.focusX + rng.range(-60, 60), 480, 1.4, '#a4a7b4');
    back += flowerBed(ctx, rng, 20, 780, 470, 500, 10, 0.8);
    return { back: back + nightLife(ctx, stage), front: foregroundEdge(ctx, stage) };
  },
};

function barn(ctx: DrawContext, x: number, y: number, s: number): string {
  const red = ctx.c('#d2473f', 1);
  const trim = ctx.c('#fbf3e6', 1);
  let out = path(
    d`M${x - 90 * s} ${y}L${x - 90 * s} ${y - 110 * s}L${x} ${y - 170 * s}L${x + 90 * s} ${y - 110 * s}L${x + 90 * s} ${y}Z`,
    red,
  );
  out += path(
    d`M${x - 100 * s} ${y - 106 * s}L${x} ${y - 178 * s}L${x + 100 * s} ${y - 106 * s}L${x + 100 * s} ${y - 96 * s}L${x} ${y - 166 * s}L${x - 100 * s} ${y - 96 * s}Z`,
    ctx.c('#6b4a4a', 1),
  );
  out += rect(x - 40 * s, y - 80 * s, 80 * s, 80 * s, trim) + rect(x - 34 * s, y - 74 * s, 68 * s, 74 * s, red);
  out += stroke(
    d`M${x - 34 * s} ${y - 74 * s}L${x + 34 * s} ${y}M${x + 34 * s} ${y - 74 * s}L${x - 34 * s} ${y}`,
    trim,
    6 * s,
  );
  out += window_(ctx, x - 14 * s, y - 140 * s, 28 * s, 24 * s, trim, true, true);
  return out;
}

export const farm: SettingDef = {
  indoor: false,
  signature: ['sheep', 'hen'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('farm');
    let back = sky(ctx, { horizon: 370, clouds: 3 });
    back += hills(ctx, rng, { y: 370, amplitude: 40, color: GRASS_FAR, depth: 2, bumps: 3, snow: ctx.winter });
    // Fields in stripes on the far hill.
    for (let i = 0; i < 4; i++)
      back += path(
        d`M${380 + i * 40} 372Q${420 + i * 50} 360 ${560 + i * 40} 372L${570 + i * 40} 380L${390 + i * 40} 380Z`,
        ctx.c(i % 2 ? '#e8cf6a' : '#b5d65c', 2),
      );
    back += barn(ctx, stage.focusX, 440, 1);
    back += roundTree(
      ctx,
      stage.focusX < 400 ? stage.focusX + 150 : stage.focusX - 150,
      440,
      0.8,
      1,
      '#5aa84f',
      '#e4564f',
    );
    back += ground(ctx, 440, GRASS, ctx.winter);
    back += fence(ctx, -10, 810, 470, 0.9);
    back +=
      rect(stage.focusX - 150, 440, 50, 34, ctx.c('#e8c45a'), { rx: 14 }) +
      stroke(
        d`M${stage.focusX - 146} 452L${stage.focusX - 104} 452M${stage.focusX - 146} 462L${stage.focusX - 104} 462`,
        ctx.c('#c9a040'),
        2,
      );
    const sheepX = stage.focusX < 400 ? rng.range(80, 200) : rng.range(600, 720);
    back += shadow(sheepX, 500, 40, 6) + CREATURES.sheep(ctx, sheepX, 500, 1.1, sheepX > 400);
    back += shadow(800 - sheepX, 520, 24, 5) + CREATURES.hen(ctx, 800 - sheepX, 520, 0.9, sheepX < 400);
    return { back: back + nightLife(ctx, stage, 8), front: foregroundEdge(ctx, stage) };
  },
};

function acacia(ctx: DrawContext, x: number, y: number, s: number, depth: number): string {
  const trunk = ctx.c('#8a5a3c', depth);
  let out = stroke(
    d`M${x} ${y}Q${x + 4 * s} ${y - 60 * s} ${x - 20 * s} ${y - 100 * s}M${x + 2 * s} ${y - 50 * s}Q${x + 20 * s} ${y - 80 * s} ${x + 30 * s} ${y - 100 * s}`,
    trunk,
    8 * s,
  );
  const leaf = ctx.c('#6a9a3c', depth);
  out +=
    ellipse(x, y - 108 * s, 80 * s, 18 * s, leaf) +
    ellipse(x - 30 * s, y - 116 * s, 40 * s, 14 * s, ctx.c('#7aaa48', depth)) +
    ellipse(x + 30 * s, y - 118 * s, 44 * s, 14 * s, ctx.c('#7aaa48', depth));
  return out;
}

export const savanna: SettingDef = {
  indoor: false,
  signature: ['giraffe'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('savanna');
    let back = sky(ctx, { horizon: 380, clouds: 1 });
    back += hills(ctx, rng, { y: 380, amplitude: 30, color: '#d9b45e', depth: 2, bumps: 2 });
    back += acacia(ctx, rng.range(60, 300), 390, 0.7, 2) + acacia(ctx, rng.range(500, 760), 392, 0.6, 2);
    back += ground(ctx, 430, '#e2bd62');
    back += acacia(ctx, stage.focusX + (stage.focusX < 400 ? -40 : 40), 450, 1.3, 1);
    back +=
      shadow(stage.focusX + 60, 470, 50, 8) + CREATURES.giraffe(ctx, stage.focusX + 60, 470, 0.95, stage.focusX > 400);
    let front = '';
    const tall = ctx.c('#c9a04a');
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, 800);
      const y = rng.range(560, 600);
      front += stroke(d`M${x} ${y}Q${x - 4} ${y - 20} ${x + rng.range(-10, 10)} ${y - rng.range(24, 40)}`, tall, 3);
    }
    return { back, front };
  },
};

export const jungle: SettingDef = {
  indoor: false,
  draw(ctx, stage) {
    const rng = stage.rng.fork('jungle');
    let back = sky(ctx, { horizon: 360, clouds: 1 });
    for (let i = 0; i < 9; i++)
      back += circle(
        i * 100 + rng.range(-20, 20),
        300 + rng.range(-20, 20),
        rng.range(80, 110),
        ctx.c(i % 2 ? '#3f8a4a' : '#4f9e4c', 2),
      );
    for (let i = 0; i < 10; i++)
      back += circle(
        i * 90 + rng.range(-20, 20),
        370 + rng.range(-10, 10),
        rng.range(50, 70),
        ctx.c(i % 2 ? '#468f45' : '#57a450', 1),
      );
    for (let i = 0; i < 6; i++)
      back += palmTree(ctx, i * 150 + rng.range(0, 60), 430, rng.range(0.8, 1.1), 1, i % 2 ? 1 : -1);
    back += ground(ctx, 440, '#6cae52');
    back += fern(ctx, 120, 470, 1.1, 0, '#3f8f47') + fern(ctx, 680, 470, 1.1, 0, '#3f8f47', true);
    for (let i = 0; i < 6; i++)
      back += circle(rng.range(40, 760), rng.range(440, 480), 7, ctx.c(rng.pick(['#ff6b8a', '#ffb347', '#f28ab4'])));
    let front = '';
    for (let i = 0; i < 6; i++) {
      const x = rng.range(0, 800);
      const end = rng.range(110, 190);
      front += stroke(d`M${x} 0Q${x + 20} ${end / 2} ${x - 10} ${end}`, ctx.c('#4f8a3c'), 4);
      front += ellipse(x - 6, end * 0.55, 7, 4, ctx.c('#5cae52'), {
        transform: `rotate(-30 ${(x - 6).toFixed(1)} ${(end * 0.55).toFixed(1)})`,
      });
      front += ellipse(x - 10, end, 8, 5, ctx.c('#5cae52'));
    }
    for (let i = 0; i < 12; i++) {
      const x = i * 72 + rng.range(-10, 10);
      front += circle(x, rng.range(-30, -5), rng.range(40, 60), ctx.c(i % 2 ? '#2f7a3f' : '#3a8a44'));
    }
    for (let i = 0; i < 8; i++) {
      const x = rng.range(0, 800);
      front += ellipse(x, rng.range(20, 50), 26, 11, ctx.c('#4f9e4c'), {
        transform: `rotate(${rng.int(-40, 40)} ${x.toFixed(1)} 35)`,
      });
    }
    front += fern(ctx, -10, 610, 1.6, 0, '#3a8a44') + fern(ctx, 810, 610, 1.6, 0, '#3a8a44', true);
    return { back: back + nightLife(ctx, stage), front };
  },
};

function volcano(ctx: DrawContext, x: number, y: number, s: number, depth: number, glowing: boolean): string {
  let out = path(
    d`M${x - 200 * s} ${y}L${x - 44 * s} ${y - 190 * s}Q${x} ${y - 200 * s} ${x + 44 * s} ${y - 190 * s}L${x + 200 * s} ${y}Z`,
    ctx.c('#9a7a8a', depth),
  );
  out += path(
    d`M${x} ${y - 196 * s}L${x + 44 * s} ${y - 190 * s}L${x + 200 * s} ${y}L${x + 60 * s} ${y}Z`,
    ctx.c('#86677a', depth),
    { opacity: 0.6 },
  );
  if (glowing) {
    out += path(
      d`M${x - 40 * s} ${y - 190 * s}Q${x - 20 * s} ${y - 150 * s} ${x - 30 * s} ${y - 110 * s}Q${x - 10 * s} ${y - 140 * s} ${x} ${y - 130 * s}Q${x + 10 * s} ${y - 160 * s} ${x + 40 * s} ${y - 190 * s}Z`,
      '#ff8a4a',
      { opacity: 0.9 },
    );
    out += circle(
      x,
      y - 196 * s,
      50 * s,
      ctx.defs.radial([
        [0, '#ffb36b', 0.6],
        [1, '#ffb36b', 0],
      ]),
    );
  }
  out += cloud(x + 10 * s, y - 220 * s, 0.5 * s, ctx.c('#e9e4ee', depth), 0.85);
  out += cloud(x + 50 * s, y - 270 * s, 0.65 * s, ctx.c('#e9e4ee', depth), 0.7);
  return out;
}

function prehistoric(withVolcano: 'far' | 'near'): SettingDef {
  return {
    indoor: false,
    signature: ['dinosaur'],
    draw(ctx, stage) {
      const rng = stage.rng.fork('prehistoric');
      let back = sky(ctx, { horizon: 380, clouds: 2 });
      const vx = stage.focusX < 400 ? 600 : 200;
      back +=
        withVolcano === 'near'
          ? volcano(ctx, stage.focusX, 430, 1.15, 1, true)
          : volcano(ctx, vx, 390, 0.8, 2, ctx.time !== 'day');
      back += hills(ctx, rng, { y: 410, amplitude: 30, color: '#8cc56a', depth: 1, bumps: 3 });
      for (let i = 0; i < 4; i++)
        back += palmTree(ctx, rng.range(0, 800), 430, rng.range(0.6, 0.8), 1, rng.chance(0.5) ? 1 : -1);
      back += ground(ctx, 445, '#93c96a');
      const dinoX = stage.focusX;
      back += shadow(dinoX, 478, 90, 10) + CREATURES.dinosaur(ctx, dinoX - 20, 478, 0.9, dinoX > 400);
      back += fern(ctx, 40, 480, 1, 0, '#4f9a48') + fern(ctx, 760, 480, 1, 0, '#4f9a48', true);
      back += rock(ctx, rng.range(250, 550), 470, 0.7, '#b0a49a');
      const front =
        fern(ctx, -20, 615, 1.5, 0, '#3f8f47') +
        fern(ctx, 820, 615, 1.5, 0, '#3f8f47', true) +
        foregroundEdge(ctx, stage, false);
      return { back: back + nightLife(ctx, stage, 10), front };
    },
  };
}
export const prehistoricValley = prehistoric('far');
export const volcanoSetting = prehistoric('near');

export const island: SettingDef = {
  indoor: false,
  signature: ['ship'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('island');
    let back = sky(ctx, { horizon: 350, clouds: 3 });
    back += sea(ctx, rng, 350, 470);
    const far = stage.focusX < 400 ? 620 : 180;
    back +=
      path(d`M${far - 90} 372Q${far} 330 ${far + 90} 372Z`, ctx.c('#f0d49a', 2)) + palmTree(ctx, far, 360, 0.35, 2);
    back += VEHICLES.ship(ctx, stage.focusX, 400, 0.42, stage.focusX > 400, 1);
    // The beach.
    const sand = ctx.defs.linear([
      [0, ctx.c('#f6dfa6')],
      [1, ctx.c('#e8c480')],
    ]);
    back += path(d`M-10 470Q200 440 400 452Q600 462 810 440L810 610L-10 610Z`, ctx.c('#ffffff'), { opacity: 0.6 });
    back += path(d`M-10 478Q200 450 400 460Q600 470 810 448L810 610L-10 610Z`, sand);
    back += palmTree(ctx, stage.focusX < 400 ? 750 : 50, 500, 1.25, 0, stage.focusX < 400 ? 1 : -1);
    back += circle(rng.range(300, 500), 520, 3, ctx.c('#ffffff'), { opacity: 0.8 });
    let front = '';
    for (let i = 0; i < 5; i++)
      front += ellipse(
        rng.range(20, 780),
        rng.range(570, 595),
        5,
        3,
        ctx.c(rng.pick(['#ffc7b0', '#ffffff', '#f6b4a0'])),
      );
    return { back, front };
  },
};

export const shipDeck: SettingDef = {
  indoor: false,
  floorY: 555,
  signature: ['ship'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('ship');
    let back = sky(ctx, { horizon: 380, clouds: 3 });
    back += sea(ctx, rng, 380, 470);
    back += path(d`M520 392Q600 350 680 392Z`, ctx.c('#f0d49a', 2)) + palmTree(ctx, 600, 380, 0.3, 2);
    const wood = '#a0643c';
    // Mast and sail on the free side.
    const mx = stage.focusX;
    back += stroke(d`M${mx} 0L${mx} 470`, ctx.c('#7a4a2c'), 14);
    back += path(
      d`M${mx - 130} 30Q${mx} 10 ${mx + 130} 30Q${mx + 140} 140 ${mx + 120} 250Q${mx} 236 ${mx - 120} 250Q${mx - 140} 140 ${mx - 130} 30Z`,
      ctx.c('#fbf3e0'),
    );
    back += stroke(d`M${mx - 134} 110Q${mx} 96 ${mx + 136} 110`, ctx.c('#e4564f'), 14, { opacity: 0.85 });
    back += stroke(d`M${mx - 150} 24L${mx + 150} 24M${mx - 140} 254L${mx + 140} 254`, ctx.c('#7a4a2c'), 8);
    // Railing.
    back += rect(-10, 420, 820, 12, ctx.c(shade(wood, 0.15)), { rx: 6 });
    for (let x = 10; x < 800; x += 44) back += rect(x, 430, 12, 46, ctx.c(shade(wood, 0.05)), { rx: 5 });
    back += rect(-10, 470, 820, 16, ctx.c(shade(wood, 0.2)));
    // Deck planks.
    back += rect(-10, 484, 820, 130, ctx.c(wood));
    for (let i = 0; i < 6; i++)
      back += stroke(d`M-10 ${500 + i * 20}L810 ${500 + i * 20}`, ctx.c(shade(wood, 0.18)), 2);
    back +=
      rect(stage.focusX < 400 ? 660 : 60, 470, 80, 60, ctx.c('#8a5a3c'), { rx: 10 }) +
      stroke(
        d`M${stage.focusX < 400 ? 660 : 60} 490L${stage.focusX < 400 ? 740 : 140} 490M${stage.focusX < 400 ? 660 : 60} 512L${stage.focusX < 400 ? 740 : 140} 512`,
        ctx.c('#5a3a28'),
        3,
      );
    const front =
      stroke(d`M-10 40Q100 200 60 420`, ctx.c('#c9a06a'), 4) + stroke(d`M810 40Q700 200 740 420`, ctx.c('#c9a06a'), 4);
    return { back, front };
  },
};

export const underwater: SettingDef = {
  indoor: false,
  costume: 'space_helmet',
  signature: ['fish'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('underwater');
    const deep =
      ctx.time === 'night'
        ? ['#0d2350', '#123a6e', '#1c5a86']
        : ctx.time === 'dusk'
          ? ['#2a4f8a', '#3a7aa6', '#5aa6b8']
          : ['#2f8fc7', '#4fb4d6', '#8fd8d8'];
    let back = rect(
      0,
      0,
      W,
      H,
      ctx.defs.linear([
        [0, deep[2] as string],
        [0.5, deep[1] as string],
        [1, deep[0] as string],
      ]),
    );
    for (let i = 0; i < 5; i++) {
      const x = rng.range(50, 750);
      back += path(d`M${x - 20} 0L${x + 20} 0L${x + 90} 420L${x + 30} 420Z`, '#ffffff', {
        opacity: ctx.time === 'night' ? 0.04 : 0.1,
      });
    }
    back += path(d`M-10 430Q200 400 400 420Q600 440 810 410L810 610L-10 610Z`, ctx.c('#e8cf96'));
    for (let i = 0; i < 7; i++) {
      const x = rng.range(20, 780);
      const h = rng.range(80, 170);
      back += stroke(
        d`M${x} ${450}Q${x - 20} ${450 - h / 2} ${x + 6} ${450 - h}`,
        ctx.c(rng.pick(['#3f9a5a', '#58b05a', '#2f8a6a'])),
        9,
      );
    }
    const coral = (x: number, y: number, color: string) =>
      stroke(
        d`M${x} ${y}L${x} ${y - 50}M${x} ${y - 24}L${x - 20} ${y - 50}M${x} ${y - 30}L${x + 22} ${y - 56}M${x - 10} ${y - 40}L${x - 14} ${y - 64}`,
        ctx.c(color),
        9,
      );
    back +=
      coral(stage.focusX - 40, 460, '#ff8a8a') +
      coral(stage.focusX + 30, 455, '#ffb36b') +
      coral(rng.range(40, 200), 470, '#f28ab4');
    back +=
      CREATURES.fish(ctx, rng.range(100, 300), rng.range(160, 260), 1.4) +
      CREATURES.fish(ctx, rng.range(450, 700), rng.range(120, 240), 1.1, true) +
      CREATURES.fish(ctx, rng.range(300, 500), rng.range(80, 140), 0.9);
    back += ellipse(rng.range(560, 740), 478, 24, 8, ctx.c('#ff9a5c'));
    let front = '';
    for (let i = 0; i < 14; i++) {
      const x = rng.range(20, 780);
      const y = rng.range(40, 420);
      const r = rng.range(3, 9);
      front += circle(x, y, r, '#dff4ff', {
        'fill-opacity': 0.18,
        stroke: '#ffffff',
        'stroke-width': 1.4,
        'stroke-opacity': 0.7,
      });
    }
    return { back, front };
  },
};

export const clouds: SettingDef = {
  indoor: false,
  floorY: 548,
  draw(ctx, stage) {
    const rng = stage.rng.fork('clouds');
    let back = sky(ctx, { horizon: 600, clouds: 0, stars: 110 });
    if (ctx.time === 'day') back += rainbow(stage.focusX, 430, 190, 14, 0.8);
    for (let i = 0; i < 5; i++)
      back += cloud(rng.range(0, 800), rng.range(180, 380), rng.range(0.8, 1.3), ctx.pal.cloud, 0.7);
    back += VEHICLES.hot_air_balloon(ctx, stage.focusX < 400 ? 640 : 160, 300, 0.8, false, 1);
    // The cloud the heroes stand on.
    const cloudFill = ctx.time === 'night' ? '#b9c4ec' : ctx.time === 'dusk' ? '#ffe0d6' : '#ffffff';
    let platform = '';
    for (let i = 0; i < 10; i++)
      platform += circle(i * 90 - 10 + rng.range(-10, 10), 520 + rng.range(-14, 10), rng.range(60, 80), cloudFill);
    platform += rect(-10, 520, 820, 90, cloudFill);
    back += platform;
    back += path(d`M-10 560Q400 540 810 560L810 610L-10 610Z`, shade(cloudFill, 0.06), { opacity: 0.6 });
    return { back };
  },
};

export const rainbowMeadow: SettingDef = {
  indoor: false,
  signature: ['unicorn'],
  draw(ctx, stage) {
    const rng = stage.rng.fork('rainbow');
    let back = sky(ctx, { horizon: 380, clouds: 3 });
    if (ctx.time !== 'night')
      back += rainbow(stage.focusX < 400 ? 560 : 240, 400, 260, 16, ctx.time === 'day' ? 0.85 : 0.55);
    back += hills(ctx, rng, { y: 380, amplitude: 50, color: '#a8dc8a', depth: 2, bumps: 3 });
    back += hills(ctx, rng, { y: 430, amplitude: 30, color: '#97d47a', depth: 1, bumps: 2 });
    back += ground(ctx, 450, '#9ad67c');
    back += flowerBed(ctx, rng, 20, 780, 456, 500, 16, 0.8);
    const ux = stage.focusX;
    back += shadow(ux + 10, 492, 60, 8) + CREATURES.unicorn(ctx, ux - 20, 492, 0.85, ux > 400);
    let sparkles = '';
    for (let i = 0; i < 10; i++)
      sparkles += sparkle(rng.range(20, 780), rng.range(60, 420), rng.range(4, 9), '#fff4b0', 0.9);
    return { back: back + sparkles, front: foregroundEdge(ctx, stage) };
  },
};
