/**
 * Friendly creatures: the dinosaur, the unicorn, the robot, the dragon and the animals. Each is
 * drawn standing at (x, y), facing right (`flip` for left), with big kind eyes and a smile.
 * Depth -1 (the default) keeps them bright at night, as the heroes are.
 */
import { lighten, shade } from './color.js';
import { placed } from './elements.js';
import type { DrawContext } from './palette.js';
import { circle, d, ellipse, group, path, rect, stroke } from './svg.js';

type Painter = (ctx: DrawContext, x: number, y: number, s: number, flip?: boolean, depth?: number) => string;

const outline = (color: string, width = 1.8) => ({
  stroke: shade(color, 0.32),
  'stroke-width': width,
  'stroke-linejoin': 'round' as const,
});

/** A kind eye: dark, with two highlights. */
const kindEye = (x: number, y: number, r: number) =>
  circle(x, y, r, '#241c2b') +
  circle(x + r * 0.35, y - r * 0.38, r * 0.38, '#ffffff') +
  circle(x - r * 0.3, y + r * 0.35, r * 0.16, '#ffffff');

const smile = (x: number, y: number, w: number, color = '#5a2a36') =>
  stroke(d`M${x - w} ${y}Q${x} ${y + w * 0.8} ${x + w} ${y}`, color, 2.2);

const blush = (x: number, y: number, r: number) => ellipse(x, y, r, r * 0.65, '#ff7d8a', { opacity: 0.4 });

export const dinosaur: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const skin = '#79c46a';
  const dark = shade(skin, 0.14);
  let out = '';
  // Tail, back legs, body, neck, head.
  out += path(d`M-50 -70Q-110 -70 -150 -30Q-110 -40 -60 -40Z`, k(skin), outline(k(skin)));
  out += rect(-52, -52, 24, 52, k(dark), { rx: 11, ...outline(k(dark)) });
  out += rect(24, -52, 24, 52, k(dark), { rx: 11, ...outline(k(dark)) });
  out += path(d`M40 -90Q62 -150 72 -190Q74 -200 86 -200L96 -198Q82 -150 76 -80Z`, k(skin), outline(k(skin)));
  out += ellipse(0, -72, 72, 44, k(skin), outline(k(skin)));
  out += path(d`M-50 -50Q0 -24 56 -52Q30 -36 0 -34Q-30 -36 -50 -50Z`, k(lighten(skin, 0.35)));
  out += rect(-34, -46, 24, 46, k(skin), { rx: 11, ...outline(k(skin)) });
  out += rect(40, -46, 24, 46, k(skin), { rx: 11, ...outline(k(skin)) });
  for (const [cx, cy, r] of [
    [-20, -96, 9],
    [8, -104, 7],
    [30, -92, 8],
    [-40, -80, 6],
  ] as const) {
    out += circle(cx, cy, r, k(lighten(skin, 0.25)));
  }
  // Spikes along the back.
  for (const [cx, cy] of [
    [-40, -108],
    [-16, -116],
    [10, -116],
  ] as const) {
    out += path(d`M${cx - 8} ${cy + 4}Q${cx} ${cy - 14} ${cx + 8} ${cy + 4}Z`, k('#f6a04d'));
  }
  out += ellipse(98, -200, 30, 20, k(skin), outline(k(skin)));
  out += kindEye(104, -206, 5);
  out += smile(112, -193, 7);
  out += blush(100, -192, 6);
  out += circle(124, -204, 1.8, k(shade(skin, 0.4)));
  return placed(out, x, y, s, flip);
};

export const unicorn: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const coat = '#fdf8ff';
  const mane = ['#ff8fb8', '#ffc36b', '#8fd6ff', '#b79cff'];
  let out = '';
  // Tail: rainbow curls.
  mane.forEach((color, i) => {
    out += circle(-58 - i * 6, -80 + i * 14, 13 - i, k(color));
  });
  out += rect(-44, -58, 18, 56, k(shade(coat, 0.08)), { rx: 8, ...outline(k('#e8dcf0')) });
  out += rect(26, -58, 18, 56, k(shade(coat, 0.08)), { rx: 8, ...outline(k('#e8dcf0')) });
  out += path(d`M30 -90Q40 -130 56 -150L86 -136Q70 -110 62 -76Z`, k(coat), outline(k('#e8dcf0')));
  out += ellipse(0, -80, 58, 34, k(coat), outline(k('#e8dcf0')));
  out += rect(-30, -56, 18, 56, k(coat), { rx: 8, ...outline(k('#e8dcf0')) });
  out += rect(36, -56, 18, 56, k(coat), { rx: 8, ...outline(k('#e8dcf0')) });
  for (const hoof of [-30, 36]) out += rect(hoof, -10, 18, 10, k('#f3c34a'), { rx: 4 });
  // Head.
  out += ellipse(74, -150, 26, 22, k(coat), outline(k('#e8dcf0')));
  out += ellipse(94, -138, 16, 13, k('#fde8f1'), outline(k('#e8dcf0')));
  out += circle(98, -140, 1.8, k('#c98aa6'));
  out += path(d`M60 -168L56 -186L70 -172Z`, k(coat), outline(k('#e8dcf0')));
  out += path(d`M74 -170L90 -214L86 -166Z`, k('#f7cf55'), outline(k('#f7cf55'), 1.4));
  out += stroke(d`M78 -178L88 -182M80 -190L88 -194M83 -201L88 -204`, k('#d9a52c'), 1.6);
  // Mane.
  mane.forEach((color, i) => {
    out += circle(52 - i * 6, -164 + i * 18, 13, k(color));
  });
  out += kindEye(76, -152, 5);
  out += stroke(d`M72 -160L69 -164M77 -161L76 -165M81 -160L83 -164`, '#241c2b', 1.4);
  out += blush(84, -140, 6);
  out += smile(90, -131, 5);
  return placed(out, x, y, s, flip);
};

export const robot: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const metal = '#b9c8de';
  const trim = '#7d8fb0';
  let out = '';
  out += rect(-26, -28, 16, 28, k(trim), { rx: 5 }) + rect(10, -28, 16, 28, k(trim), { rx: 5 });
  out += ellipse(-18, -2, 14, 6, k(shade(trim, 0.2))) + ellipse(18, -2, 14, 6, k(shade(trim, 0.2)));
  out += stroke(d`M-34 -80Q-56 -66 -56 -44`, k(trim), 9) + circle(-56, -40, 8, k('#f6c843'));
  out += stroke(d`M34 -80Q58 -96 62 -116`, k(trim), 9) + circle(62, -120, 8, k('#f6c843'));
  out += rect(-38, -96, 76, 70, k(metal), { rx: 16, ...outline(k(metal)) });
  out += rect(-22, -82, 44, 34, k('#2f3b5c'), { rx: 8 });
  out += path(d`M0 -54C-14 -62 -12 -74 -5 -73Q-1 -73 0 -68Q1 -73 5 -73C12 -74 14 -62 0 -54Z`, '#ff6b8a');
  out += rect(-6, -104, 12, 10, k(trim), { rx: 3 });
  out += rect(-34, -150, 68, 50, k(metal), { rx: 18, ...outline(k(metal)) });
  out += stroke(d`M0 -150L0 -166`, k(trim), 3) + circle(0, -170, 6, '#ff6b6b');
  out += circle(-14, -128, 10, '#ffffff') + circle(14, -128, 10, '#ffffff');
  out += circle(-12, -128, 6, '#36c5f0') + circle(16, -128, 6, '#36c5f0');
  out += circle(-10, -130, 2, '#ffffff') + circle(18, -130, 2, '#ffffff');
  out += smile(2, -114, 8, '#2f3b5c');
  out += blush(-24, -114, 5) + blush(26, -114, 5);
  out += circle(-38, -126, 5, k(trim)) + circle(38, -126, 5, k(trim));
  return placed(out, x, y, s, flip);
};

export const dragon: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const skin = '#6cc7a8';
  let out = '';
  out += path(d`M-30 -50Q-90 -40 -100 -80Q-84 -56 -40 -70Z`, k(skin), outline(k(skin)));
  out += path(d`M-100 -80L-112 -92L-96 -92Z`, k('#f6a04d'));
  out += path(d`M-10 -96Q-60 -150 -40 -170Q-30 -130 10 -110Z`, k('#b79cff'), outline(k('#b79cff')));
  out += rect(-30, -40, 20, 40, k(shade(skin, 0.1)), { rx: 9 }) + rect(14, -40, 20, 40, k(shade(skin, 0.1)), { rx: 9 });
  out += ellipse(0, -62, 44, 36, k(skin), outline(k(skin)));
  out += ellipse(8, -54, 26, 24, k('#fbe7a8'));
  out += path(d`M10 -98Q-30 -140 0 -150Q10 -120 24 -104Z`, k('#c6b2ff'), outline(k('#b79cff')));
  out += circle(34, -118, 30, k(skin), outline(k(skin)));
  out += ellipse(56, -108, 18, 14, k(lighten(skin, 0.15)), outline(k(skin)));
  out += path(d`M20 -144L16 -160L30 -146Z`, k('#f6a04d')) + path(d`M40 -146L44 -162L50 -144Z`, k('#f6a04d'));
  out += kindEye(36, -122, 5.5) + circle(62, -112, 1.8, '#2f5a4c') + circle(56, -113, 1.8, '#2f5a4c');
  out += smile(52, -100, 6);
  out += blush(26, -108, 6);
  return placed(out, x, y, s, flip);
};

export const sheep: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  let out = rect(-24, -22, 9, 22, k('#4a3d4f'), { rx: 4 }) + rect(14, -22, 9, 22, k('#4a3d4f'), { rx: 4 });
  const wool = k('#fbfaf6');
  for (const [cx, cy, r] of [
    [-26, -42, 16],
    [-8, -54, 18],
    [14, -50, 17],
    [26, -36, 14],
    [0, -32, 18],
    [-24, -28, 12],
  ] as const) {
    out += circle(cx, cy, r + 1.6, k('#d9d4cc')) + circle(cx, cy, r, wool);
  }
  out += ellipse(34, -52, 13, 16, k('#4a3d4f'));
  out += ellipse(24, -62, 8, 4, k('#4a3d4f'), { transform: 'rotate(-30 24 -62)' });
  out += circle(32, -64, 8, wool);
  out += kindEye(38, -54, 2.8) + blush(40, -45, 3.5);
  return placed(out, x, y, s, flip);
};

export const giraffe: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const coat = '#f5c75a';
  const spot = '#d08a3c';
  let out = '';
  for (const lx of [-34, -18, 18, 34])
    out += rect(lx - 6, -70, 12, 70, k(lx % 2 ? coat : shade(coat, 0.08)), { rx: 5 });
  out += ellipse(0, -80, 48, 26, k(coat), outline(k(coat)));
  out += path(d`M22 -92L48 -210L68 -206L46 -84Z`, k(coat), outline(k(coat)));
  out += ellipse(66, -214, 24, 15, k(coat), outline(k(coat)));
  out +=
    stroke(d`M56 -226L52 -240M66 -228L68 -242`, k('#a0683a'), 4) +
    circle(52, -242, 4, k('#a0683a')) +
    circle(68, -244, 4, k('#a0683a'));
  for (const [cx, cy, r] of [
    [-24, -84, 7],
    [0, -90, 8],
    [22, -78, 7],
    [-8, -72, 5],
    [42, -130, 5],
    [50, -170, 5],
    [56, -150, 4],
  ] as const) {
    out += circle(cx, cy, r, k(spot));
  }
  out += kindEye(70, -218, 3.8) + blush(78, -206, 4.5) + smile(82, -208, 4);
  return placed(out, x, y, s, flip);
};

export const rabbit: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const fur = '#f1e6dc';
  let out = circle(-22, -22, 8, k('#ffffff'));
  out += ellipse(0, -22, 22, 20, k(fur), outline(k(fur)));
  out += ellipse(10, -76, 6, 20, k(fur), outline(k(fur))) + ellipse(24, -74, 6, 20, k(fur), outline(k(fur)));
  out += ellipse(10, -76, 3, 14, k('#ffc4d0')) + ellipse(24, -74, 3, 14, k('#ffc4d0'));
  out += circle(16, -46, 16, k(fur), outline(k(fur)));
  out += kindEye(22, -48, 2.6) + circle(30, -42, 2, k('#ff9fb0')) + blush(22, -40, 3.5);
  return placed(out, x, y, s, flip);
};

export const cat: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const fur = '#f2a65a';
  let out = stroke(d`M-16 -6Q-42 -10 -38 -40`, k(fur), 7);
  out += path(d`M-18 0Q-24 -40 0 -44Q24 -40 18 0Z`, k(fur), outline(k(fur)));
  out += ellipse(0, -14, 10, 12, k('#fff1de'));
  out +=
    path(d`M-16 -58L-18 -80L-2 -66Z`, k(fur), outline(k(fur))) +
    path(d`M16 -58L18 -80L2 -66Z`, k(fur), outline(k(fur)));
  out += circle(0, -56, 18, k(fur), outline(k(fur)));
  out += stroke(d`M-6 -72L-4 -64M0 -73L0 -65M6 -72L4 -64`, k(shade(fur, 0.2)), 2);
  out += kindEye(-7, -57, 3) + kindEye(7, -57, 3);
  out += path(d`M-2 -50L2 -50L0 -48Z`, '#e46b7b');
  out += stroke(d`M-4 -46Q0 -43 0 -47Q0 -43 4 -46`, '#5a2a36', 1.4);
  out += stroke(d`M-10 -50L-24 -52M-10 -47L-24 -45M10 -50L24 -52M10 -47L24 -45`, k('#ffffff'), 1, { opacity: 0.8 });
  return placed(out, x, y, s, flip);
};

export const dog: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const fur = '#c98b56';
  let out = stroke(d`M-18 -12Q-36 -20 -32 -36`, k(fur), 7);
  out += path(d`M-20 0Q-26 -44 0 -46Q26 -44 20 0Z`, k(fur), outline(k(fur)));
  out += ellipse(0, -16, 11, 13, k('#f6e6d0'));
  out += circle(0, -60, 20, k(fur), outline(k(fur)));
  out += ellipse(-20, -56, 7, 15, k('#8a5a3c'), { transform: 'rotate(15 -20 -56)' });
  out += ellipse(20, -56, 7, 15, k('#8a5a3c'), { transform: 'rotate(-15 20 -56)' });
  out += ellipse(0, -50, 10, 8, k('#f6e6d0'));
  out += ellipse(0, -55, 4, 3, '#3a2a30');
  out += path(d`M-3 -46Q0 -38 3 -46Z`, '#ff7d8a');
  out += kindEye(-8, -64, 3) + kindEye(8, -64, 3);
  out += rect(-10, -42, 20, 4, '#e4564f', { rx: 2 }) + circle(0, -37, 3, '#f6c843');
  return placed(out, x, y, s, flip);
};

export const fox: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const fur = '#ee8a3c';
  let out = path(d`M-14 -4Q-58 -6 -52 -40Q-40 -20 -16 -18Z`, k(fur), outline(k(fur)));
  out += path(d`M-52 -40Q-56 -24 -46 -18Q-50 -30 -52 -40Z`, k('#ffffff'));
  out += path(d`M-18 0Q-24 -42 0 -44Q24 -42 18 0Z`, k(fur), outline(k(fur)));
  out += path(d`M-8 0Q-10 -30 0 -32Q10 -30 8 0Z`, k('#fff5ea'));
  out +=
    path(d`M-18 -62L-18 -84L-4 -70Z`, k(fur), outline(k(fur))) +
    path(d`M18 -62L18 -84L4 -70Z`, k(fur), outline(k(fur)));
  out += path(d`M-20 -60Q-20 -76 0 -76Q20 -76 20 -60Q14 -44 0 -40Q-14 -44 -20 -60Z`, k(fur), outline(k(fur)));
  out += path(d`M-14 -54Q-6 -52 0 -42Q6 -52 14 -54Q8 -42 0 -40Q-8 -42 -14 -54Z`, k('#fff5ea'));
  out += kindEye(-8, -60, 2.8) + kindEye(8, -60, 2.8) + circle(0, -44, 2.6, '#3a2a30');
  return placed(out, x, y, s, flip);
};

export const owl: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const feathers = '#9a7258';
  let out = path(
    d`M-22 0Q-30 -50 -18 -60L-22 -74L-8 -62Q0 -64 8 -62L22 -74L18 -60Q30 -50 22 0Z`,
    k(feathers),
    outline(k(feathers)),
  );
  out += ellipse(0, -22, 14, 18, k('#e9d6bf'));
  out += stroke(d`M-6 -26l3 3l3 -3M0 -16l3 3l3 -3M-8 -16l3 3l3 -3`, k('#c5a98c'), 1.4);
  out += circle(-9, -48, 10, k('#fff3c4')) + circle(9, -48, 10, k('#fff3c4'));
  out += kindEye(-9, -48, 5) + kindEye(9, -48, 5);
  out += path(d`M-3 -40L3 -40L0 -33Z`, '#f39a36');
  out += ellipse(-10, 0, 6, 3, '#f39a36') + ellipse(10, 0, 6, 3, '#f39a36');
  return placed(out, x, y, s, flip);
};

export const bird: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const color = '#5ab0e8';
  let out = path(d`M-14 -10Q-30 -14 -28 -22Q-18 -18 -12 -18Z`, k(shade(color, 0.1)));
  out += ellipse(0, -14, 16, 12, k(color), outline(k(color), 1.4));
  out += path(d`M-6 -16Q4 -30 12 -18Q4 -12 -6 -16Z`, k(lighten(color, 0.3)));
  out += circle(12, -22, 8, k(color));
  out += path(d`M19 -23L27 -20L19 -18Z`, '#f6b443');
  out += kindEye(14, -24, 2);
  return placed(out, x, y, s, flip);
};

export const fish: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const color = '#ff9a4d';
  let out = path(d`M-18 -14L-34 -26L-32 -2Z`, k(shade(color, 0.1)));
  out += ellipse(0, -14, 22, 14, k(color), outline(k(color), 1.4));
  out += stroke(d`M-4 -26Q-8 -14 -4 -2M4 -27Q0 -14 4 -1`, k('#ffffff'), 3, { opacity: 0.8 });
  out += kindEye(12, -17, 3) + smile(16, -9, 3);
  return placed(out, x, y, s, flip);
};

export const butterfly: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  let out = ellipse(-9, -10, 9, 11, k('#ff8fb8')) + ellipse(9, -10, 9, 11, k('#ff8fb8'));
  out += ellipse(-7, 4, 6, 7, k('#ffc36b')) + ellipse(7, 4, 6, 7, k('#ffc36b'));
  out += circle(-9, -11, 3, k('#ffffff'), { opacity: 0.7 }) + circle(9, -11, 3, k('#ffffff'), { opacity: 0.7 });
  out += rect(-2, -14, 4, 22, k('#4a3d4f'), { rx: 2 });
  out += stroke(d`M-1 -14Q-4 -22 -8 -24M1 -14Q4 -22 8 -24`, k('#4a3d4f'), 1.2);
  return placed(out, x, y, s, flip);
};

export const hen: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  let out = stroke(d`M-4 0L-4 -10M6 0L6 -10`, '#f39a36', 2.4);
  out += path(d`M-24 -30Q-30 -40 -22 -44Q-14 -30 -10 -28Z`, k('#f0e6da'));
  out += ellipse(0, -24, 20, 15, k('#fbf6ee'), outline(k('#fbf6ee'), 1.4));
  out += circle(14, -40, 10, k('#fbf6ee'), outline(k('#fbf6ee'), 1.4));
  out += path(d`M10 -50Q12 -56 15 -50Q17 -56 20 -49Z`, '#e4564f');
  out += path(d`M23 -42L30 -39L23 -36Z`, '#f6b443') + ellipse(22, -32, 2.5, 4, '#e4564f');
  out += kindEye(16, -42, 2);
  out += path(d`M-10 -26Q0 -18 8 -26Q0 -22 -10 -26Z`, k('#e9ddd0'));
  return placed(out, x, y, s, flip);
};

export const teddy: Painter = (ctx, x, y, s, flip = false, depth = -1) => {
  const k = (hex: string) => ctx.c(hex, depth);
  const fur = '#b98055';
  let out = circle(-14, -8, 9, k(fur)) + circle(14, -8, 9, k(fur));
  out += ellipse(0, -24, 18, 20, k(fur), outline(k(fur)));
  out += ellipse(0, -22, 10, 11, k('#e8c9a4'));
  out += circle(-18, -30, 7, k(fur)) + circle(18, -30, 7, k(fur));
  out += circle(-13, -66, 8, k(fur)) + circle(13, -66, 8, k(fur));
  out += circle(-13, -66, 4, k('#e8c9a4')) + circle(13, -66, 4, k('#e8c9a4'));
  out += circle(0, -54, 16, k(fur), outline(k(fur)));
  out += ellipse(0, -48, 7, 5.5, k('#e8c9a4')) + ellipse(0, -50, 2.6, 2, '#3a2a30');
  out += kindEye(-6, -58, 2.3) + kindEye(6, -58, 2.3);
  out += path(d`M-8 -38L0 -34L8 -38L8 -30L0 -34L-8 -30Z`, '#e4564f');
  return placed(out, x, y, s, flip);
};

export const CREATURES = {
  dinosaur,
  unicorn,
  robot,
  dragon,
  sheep,
  giraffe,
  rabbit,
  cat,
  dog,
  fox,
  owl,
  bird,
  fish,
  butterfly,
  hen,
  teddy,
} as const satisfies Record<string, Painter>;
export type CreatureKey = keyof typeof CREATURES;

export function creature(
  key: CreatureKey,
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  flip = false,
  depth = -1,
): string {
  return group(CREATURES[key](ctx, x, y, s, flip, depth));
}
