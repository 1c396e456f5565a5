/**
 * Round, toy-like vehicles: cars, the fire truck, planes, the rocket, the pirate ship, the
 * hot-air balloon, the digger and the school bus. Drawn standing at (x, y), facing right.
 */
import { shade } from './color.js';
import { placed } from './elements.js';
import type { DrawContext } from './palette.js';
import { circle, d, ellipse, path, rect, stroke } from './svg.js';

type Painter = (
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  flip?: boolean,
  depth?: number,
  color?: string,
) => string;

const outline = (color: string, width = 1.8) => ({
  stroke: shade(color, 0.32),
  'stroke-width': width,
  'stroke-linejoin': 'round' as const,
});

function wheel(ctx: DrawContext, x: number, y: number, r: number, depth: number): string {
  return (
    circle(x, y, r, ctx.c('#3a3545', depth)) +
    circle(x, y, r * 0.5, ctx.c('#d9dde6', depth)) +
    circle(x, y, r * 0.18, ctx.c('#8a90a0', depth))
  );
}

const headlight = (ctx: DrawContext, x: number, y: number, r: number) =>
  circle(x, y, r, ctx.time === 'day' ? '#fff6c8' : '#fff3a0') +
  (ctx.time === 'day'
    ? ''
    : circle(
        x + r * 3,
        y,
        r * 5,
        ctx.defs.radial([
          [0, '#fff3a0', 0.5],
          [1, '#fff3a0', 0],
        ]),
      ));

export const car: Painter = (ctx, x, y, s, flip = false, depth = 0, color = '#e4564f') => {
  const k = (hex: string) => ctx.c(hex, depth);
  let out = path(
    d`M-62 -16Q-64 -44 -40 -46L-26 -46Q-16 -74 10 -74L22 -74Q42 -74 50 -46Q64 -44 64 -26L64 -16Z`,
    k(color),
    outline(k(color)),
  );
  out += path(d`M-18 -48Q-10 -66 6 -66L8 -66L8 -48Z`, k('#bfe6f7'));
  out += path(d`M14 -66L20 -66Q34 -66 40 -48L14 -48Z`, k('#bfe6f7'));
  out += rect(-62, -22, 126, 8, k(shade(color, 0.15)), { rx: 4 });
  out += rect(-6, -40, 10, 3, k(shade(color, 0.3)), { rx: 1.5 });
  out += headlight(ctx, 58, -36, 5);
  out += rect(-66, -34, 8, 6, k('#ff8a5c'), { rx: 2 });
  out += wheel(ctx, -34, -14, 14, depth) + wheel(ctx, 38, -14, 14, depth);
  return placed(out, x, y, s, flip);
};

export const fireTruck: Painter = (ctx, x, y, s, flip = false, depth = 0) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const red = '#e4403b';
  let out = rect(-110, -70, 150, 56, k(red), { rx: 8, ...outline(k(red)) });
  out += path(
    d`M40 -14L40 -96Q40 -104 48 -104L80 -104Q92 -104 98 -90L112 -56Q114 -50 114 -40L114 -14Z`,
    k(red),
    outline(k(red)),
  );
  out += path(d`M52 -94L80 -94Q86 -94 90 -86L100 -62L52 -62Z`, k('#bfe6f7'));
  out += stroke(d`M-104 -82L30 -92`, k('#d9dde6'), 5) + stroke(d`M-104 -74L30 -84`, k('#d9dde6'), 5);
  for (let i = 0; i < 8; i++)
    out += stroke(d`M${-96 + i * 17} ${-74 - i * 0.6}L${-96 + i * 17} ${-83 - i * 0.7}`, k('#d9dde6'), 3);
  out +=
    rect(-100, -56, 40, 28, k(shade(red, 0.12)), { rx: 4 }) + rect(-50, -56, 40, 28, k(shade(red, 0.12)), { rx: 4 });
  out += rect(-110, -26, 224, 8, k('#d9dde6'), { rx: 4 });
  out += rect(58, -112, 20, 8, '#5ab0e8', { rx: 4 });
  out += headlight(ctx, 110, -44, 5);
  out += wheel(ctx, -76, -14, 16, depth) + wheel(ctx, -30, -14, 16, depth) + wheel(ctx, 78, -14, 16, depth);
  return placed(out, x, y, s, flip);
};

export const bus: Painter = (ctx, x, y, s, flip = false, depth = 0) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const yellow = '#f6c843';
  let out = path(
    d`M-120 -16L-120 -100Q-120 -110 -110 -110L90 -110Q104 -110 108 -96L120 -60L120 -16Z`,
    k(yellow),
    outline(k(yellow)),
  );
  for (let i = 0; i < 5; i++) out += rect(-108 + i * 38, -98, 30, 30, k('#bfe6f7'), { rx: 5 });
  out += path(d`M88 -98L98 -98L110 -62L88 -62Z`, k('#bfe6f7'));
  out += rect(-120, -52, 240, 7, k('#3a3545'), { rx: 3 });
  out += headlight(ctx, 116, -34, 5);
  out += wheel(ctx, -80, -14, 16, depth) + wheel(ctx, 70, -14, 16, depth);
  return placed(out, x, y, s, flip);
};

export const plane: Painter = (ctx, x, y, s, flip = false, depth = 0, color = '#ffffff') => {
  const k = (hex: string) => ctx.c(hex, depth);
  const accent = '#e4564f';
  let out = path(d`M-70 -40L-92 -84Q-94 -90 -86 -90L-72 -90L-44 -48Z`, k(accent), outline(k(accent)));
  out += path(
    d`M-80 -40Q-90 -30 -70 -24L60 -24Q96 -26 96 -44Q94 -60 60 -62L-60 -62Q-84 -60 -80 -40Z`,
    k(color),
    outline(k(color)),
  );
  out += path(d`M60 -62Q82 -60 90 -48L66 -48Q62 -56 60 -62Z`, k('#bfe6f7'));
  for (let i = 0; i < 5; i++) out += circle(-40 + i * 20, -46, 5, k('#bfe6f7'));
  out += path(d`M-10 -36L40 -36L8 4Q2 10 -6 6L-18 2Z`, k(shade(color, 0.06)), outline(k(color)));
  out += stroke(d`M-76 -32L80 -32`, k(accent), 4);
  return placed(out, x, y, s, flip);
};

export const propellerPlane: Painter = (ctx, x, y, s, flip = false, depth = 0, color = '#f6c843') => {
  const k = (hex: string) => ctx.c(hex, depth);
  let out = path(d`M-60 -40L-76 -70Q-76 -74 -70 -74L-60 -74L-44 -46Z`, k('#e4564f'));
  out += path(
    d`M-66 -40Q-66 -56 -40 -58L40 -60Q60 -58 62 -40Q60 -24 40 -22L-40 -24Q-66 -26 -66 -40Z`,
    k(color),
    outline(k(color)),
  );
  out += path(d`M-6 -58Q0 -80 20 -78Q30 -76 30 -60Z`, k('#bfe6f7'), outline(k('#bfe6f7')));
  out += ellipse(0, -40, 40, 9, k(shade(color, 0.12)));
  out += ellipse(66, -40, 6, 8, k('#8a90a0'));
  out += ellipse(70, -40, 4, 26, k('#d9dde6'), { opacity: 0.7 });
  return placed(out, x, y, s, flip);
};

export const rocket: Painter = (ctx, x, y, s, flip = false, depth = 0, color = '#ffffff') => {
  const k = (hex: string) => ctx.c(hex, depth);
  const red = '#e4564f';
  let out = path(d`M-26 -40L-48 -4Q-50 4 -42 2L-24 -10Z`, k(red), outline(k(red)));
  out += path(d`M26 -40L48 -4Q50 4 42 2L24 -10Z`, k(red), outline(k(red)));
  out += path(d`M-28 -10Q-34 -100 0 -170Q34 -100 28 -10Z`, k(color), outline(k('#d9dde6')));
  out += path(d`M-18 -138Q0 -176 18 -138Q0 -132 -18 -138Z`, k(red));
  out +=
    circle(0, -96, 15, k('#8a90a0')) +
    circle(0, -96, 11, k('#7cc8f0')) +
    circle(-4, -100, 3.5, '#ffffff', { opacity: 0.8 });
  out += path(d`M-28 -10Q0 -4 28 -10L26 -24Q0 -18 -26 -24Z`, k(shade(color, 0.12)));
  out += rect(-4, -60, 8, 44, k(red), { rx: 4 });
  return placed(out, x, y, s, flip);
};

export const flame = (x: number, y: number, s: number) =>
  path(
    d`M${x - 16 * s} ${y}Q${x - 14 * s} ${y + 40 * s} ${x} ${y + 64 * s}Q${x + 14 * s} ${y + 40 * s} ${x + 16 * s} ${y}Z`,
    '#ffb347',
  ) +
  path(
    d`M${x - 8 * s} ${y}Q${x - 6 * s} ${y + 26 * s} ${x} ${y + 40 * s}Q${x + 6 * s} ${y + 26 * s} ${x + 8 * s} ${y}Z`,
    '#fff3a0',
  );

export const ship: Painter = (ctx, x, y, s, flip = false, depth = 0) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const wood = '#a0643c';
  let out = '';
  out += stroke(d`M-20 -40L-20 -250`, k('#7a4a2c'), 7) + stroke(d`M60 -40L60 -200`, k('#7a4a2c'), 6);
  out += path(
    d`M-80 -240Q-20 -250 40 -240Q46 -180 40 -120Q-20 -112 -80 -120Q-74 -180 -80 -240Z`,
    k('#fbf3e0'),
    outline(k('#fbf3e0')),
  );
  out += stroke(d`M-78 -180Q-20 -188 42 -180`, k('#e4564f'), 7, { opacity: 0.85 });
  out += path(
    d`M22 -196Q60 -200 98 -196Q104 -150 98 -110Q60 -104 22 -110Q26 -150 22 -196Z`,
    k('#fbf3e0'),
    outline(k('#fbf3e0')),
  );
  out += path(d`M-20 -250L-20 -276L14 -266L-20 -258Z`, k('#34303f'));
  out += circle(-9, -266, 3.5, k('#fbf6ea'));
  out += path(d`M-150 -70L150 -70Q140 -14 100 0L-110 0Q-144 -20 -150 -70Z`, k(wood), outline(k(wood)));
  out += path(d`M-150 -70L-120 -96L-80 -96L-80 -70Z`, k(wood), outline(k(wood)));
  out += rect(-148, -76, 296, 10, k(shade(wood, 0.2)), { rx: 5 });
  out += stroke(d`M-140 -46L138 -46`, k('#f3c34a'), 4);
  for (let i = 0; i < 4; i++)
    out += circle(-80 + i * 50, -28, 8, k('#5a3a28')) + circle(-80 + i * 50, -28, 5, k('#3a2a20'));
  return placed(out, x, y, s, flip);
};

export const hotAirBalloon: Painter = (ctx, x, y, s, flip = false, depth = 0) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const stripes = ['#e4564f', '#f6c843', '#58b05a', '#3f6fd0', '#8d68d3'];
  let out = '';
  out += stroke(d`M-14 -30L-22 -58M14 -30L22 -58`, k('#7a5a40'), 2);
  out += rect(-16, -30, 32, 28, k('#b5804f'), { rx: 5, ...outline(k('#b5804f')) });
  out += path(
    d`M-46 -110Q-60 -170 0 -176Q60 -170 46 -110Q30 -70 20 -58L-20 -58Q-30 -70 -46 -110Z`,
    k(stripes[0] as string),
  );
  stripes.slice(1).forEach((color, i) => {
    const w = 36 - i * 10;
    out += path(
      d`M${-w} -116Q${-w - 4} -170 0 -176Q${w + 4} -170 ${w} -116Q${w * 0.6} -72 ${w * 0.4} -58L${-w * 0.4} -58Q${-w * 0.6} -72 ${-w} -116Z`,
      k(color),
    );
  });
  out += path(d`M-30 -150Q-26 -166 -10 -170`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 5,
    'stroke-linecap': 'round',
    opacity: 0.5,
  });
  return placed(out, x, y, s, flip);
};

export const digger: Painter = (ctx, x, y, s, flip = false, depth = 0) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const yellow = '#f6b93b';
  let out = rect(-80, -30, 140, 26, k('#4a4555'), { rx: 13 });
  for (let i = 0; i < 5; i++) out += circle(-64 + i * 32, -17, 8, k('#8a90a0'));
  out += rect(-70, -74, 110, 46, k(yellow), { rx: 8, ...outline(k(yellow)) });
  out += path(d`M-50 -74L-50 -124Q-50 -130 -44 -130L-6 -130Q2 -130 4 -122L12 -74Z`, k(yellow), outline(k(yellow)));
  out += path(d`M-42 -120L-6 -120L2 -84L-42 -84Z`, k('#bfe6f7'));
  out += stroke(d`M30 -64L90 -120L130 -60`, k(shade(yellow, 0.1)), 14);
  out += path(d`M118 -66L150 -66Q152 -34 126 -28L112 -40Z`, k('#8a90a0'), outline(k('#8a90a0')));
  out += circle(-20, -140, 6, '#ff9a3c');
  return placed(out, x, y, s, flip);
};

export const VEHICLES = {
  car,
  fire_truck: fireTruck,
  bus,
  plane,
  propeller_plane: propellerPlane,
  rocket,
  ship,
  hot_air_balloon: hotAirBalloon,
  digger,
} as const satisfies Record<string, Painter>;
export type VehicleKey = keyof typeof VEHICLES;
