/**
 * The scenery kit: sky, sun and moon, stars, clouds, hills, trees, flowers, houses, water...
 * Every piece is drawn at a base point (x, y = where it stands) and a scale, in soft rounded
 * shapes, and takes its colours through `ctx.c` so the hour of the day tints it.
 */
import { lighten, mix, shade } from './color.js';
import type { DrawContext } from './palette.js';
import type { Rng } from './random.js';
import { circle, d, ellipse, group, path, rect, smooth, stroke, transform } from './svg.js';

export const W = 800;
export const H = 600;

// ---------------------------------------------------------------------------------------------
// Sky

export function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return path(
    d`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
    fill,
    { opacity },
  );
}

/** A five-pointed star with rounded tips. */
export function starShape(x: number, y: number, r: number, fill: string, extra: Record<string, string | number> = {}) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${i === 0 ? 'M' : 'L'}${(x + radius * Math.cos(angle)).toFixed(1)} ${(y + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return path(`${points.join('')}Z`, fill, {
    stroke: fill,
    'stroke-width': r * 0.28,
    'stroke-linejoin': 'round',
    ...extra,
  });
}

export function stars(ctx: DrawContext, rng: Rng, count: number, top: number, bottom: number): string {
  if (ctx.pal.starOpacity <= 0) return '';
  const opacity = ctx.pal.starOpacity;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(10, W - 10);
    const y = rng.range(top, bottom);
    // Fewer stars near the horizon, where the sky is lighter.
    const fade = 1 - ((y - top) / Math.max(1, bottom - top)) * 0.6;
    out += circle(x, y, rng.range(0.8, 2.1), '#fffbe8', { opacity: opacity * fade * rng.range(0.5, 1) });
  }
  const bright = Math.round(count / 7);
  for (let i = 0; i < bright; i++) {
    out += sparkle(
      rng.range(20, W - 20),
      rng.range(top, top + (bottom - top) * 0.7),
      rng.range(4, 8),
      '#fff4c2',
      opacity,
    );
  }
  return out;
}

export function sun(ctx: DrawContext, x: number, y: number, r: number): string {
  if (ctx.time === 'night') return '';
  const dusk = ctx.time === 'dusk';
  const core = dusk ? '#ffb36b' : '#ffe680';
  const glow = ctx.defs.radial([
    [0, dusk ? '#ffd9a0' : '#fff8d6', 0.9],
    [0.45, dusk ? '#ffb38a' : '#fff3b8', 0.35],
    [1, dusk ? '#ff9d7a' : '#fff3b8', 0],
  ]);
  const disc = ctx.defs.radial(
    [
      [0, dusk ? '#ffe3a6' : '#fffbe0'],
      [1, core],
    ],
    0.4,
    0.35,
    0.7,
  );
  return circle(x, y, r * 3.2, glow) + circle(x, y, r, disc);
}

export function moon(ctx: DrawContext, x: number, y: number, r: number, crescent: boolean): string {
  const glow = ctx.defs.radial([
    [0, '#fff6d0', 0.5],
    [0.35, '#c9d4ff', 0.18],
    [1, '#c9d4ff', 0],
  ]);
  let out = circle(x, y, r * 3.4, glow);
  if (crescent) {
    out += path(
      d`M${x + r * 0.2} ${y - r}A${r} ${r} 0 1 0 ${x + r * 0.2} ${y + r}A${r * 0.78} ${r * 0.86} 0 1 1 ${x + r * 0.2} ${y - r}Z`,
      '#fff1bd',
    );
  } else {
    out += circle(x, y, r, '#fff3c8');
    out += circle(x - r * 0.3, y - r * 0.2, r * 0.2, '#f1e2ac');
    out += circle(x + r * 0.3, y + r * 0.3, r * 0.13, '#f1e2ac');
    out += circle(x + r * 0.1, y - r * 0.45, r * 0.09, '#f1e2ac');
  }
  return out;
}

export function cloud(x: number, y: number, s: number, fill: string, opacity = 1): string {
  const body = path(
    d`M${x - 60 * s} ${y}` +
      d`C${x - 78 * s} ${y} ${x - 80 * s} ${y - 26 * s} ${x - 56 * s} ${y - 28 * s}` +
      d`C${x - 54 * s} ${y - 52 * s} ${x - 20 * s} ${y - 58 * s} ${x - 8 * s} ${y - 38 * s}` +
      d`C${x + 2 * s} ${y - 66 * s} ${x + 46 * s} ${y - 62 * s} ${x + 46 * s} ${y - 32 * s}` +
      d`C${x + 72 * s} ${y - 36 * s} ${x + 82 * s} ${y} ${x + 58 * s} ${y}Z`,
    fill,
  );
  const under = path(d`M${x - 62 * s} ${y}Q${x} ${y - 12 * s} ${x + 60 * s} ${y}Z`, shade(fill, 0.12), {
    opacity: 0.5,
  });
  return group(body + under, { opacity: opacity === 1 ? undefined : opacity });
}

export interface SkyOptions {
  horizon: number;
  /** Where the sun (day, dusk) or the moon (night) goes; x only, height follows the hour. */
  lightX?: number;
  clouds?: number;
  stars?: number;
}

/** The sky down to the horizon (and a little below, hidden by the land). */
export function sky(ctx: DrawContext, options: SkyOptions): string {
  const rng = ctx.rng.fork('sky');
  const { horizon } = options;
  const [top, middle, bottom] = ctx.pal.sky;
  const fill = ctx.defs.linearUser(
    [
      [0, top],
      [0.55, middle],
      [1, bottom],
    ],
    0,
    0,
    0,
    horizon + 20,
  );
  let out = rect(0, 0, W, horizon + 80, fill);
  const lightX = options.lightX ?? (rng.chance(0.5) ? rng.range(560, 700) : rng.range(100, 240));
  if (ctx.time === 'night') {
    out += stars(ctx, rng, options.stars ?? 70, 8, horizon - 30);
    out += moon(ctx, lightX, rng.range(80, 120), 34, rng.chance(0.6));
  } else if (ctx.time === 'dusk') {
    out += stars(ctx, rng, Math.round((options.stars ?? 70) / 3), 8, horizon * 0.35);
    out += sun(ctx, lightX, horizon - 50, 46);
  } else {
    out += sun(ctx, lightX, rng.range(80, 105), 40);
  }
  const clouds = options.clouds ?? 3;
  for (let i = 0; i < clouds; i++) {
    const x = ((i + rng.range(0.15, 0.85)) * W) / clouds;
    const y = rng.range(90, Math.max(110, horizon - 120));
    out += cloud(x, y, rng.range(0.55, 0.95), ctx.pal.cloud, ctx.time === 'night' ? 0.55 : 0.92);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Land

/** A rolling band of land from `y` down to the bottom, with gentle bumps. */
export function hills(
  ctx: DrawContext,
  rng: Rng,
  options: { y: number; amplitude: number; color: string; depth: number; bumps?: number; snow?: boolean },
): string {
  const bumps = options.bumps ?? 4;
  const points: [number, number][] = [];
  for (let i = 0; i <= bumps * 2; i++) {
    const x = -40 + (i * (W + 80)) / (bumps * 2);
    const up = i % 2 === 1;
    points.push([
      x + rng.range(-25, 25),
      options.y + (up ? -options.amplitude * rng.range(0.6, 1) : rng.range(0, options.amplitude * 0.3)),
    ]);
  }
  const base = options.snow ? mix(options.color, '#f4f7ff', 0.85) : options.color;
  const fill = ctx.defs.linear([
    [0, ctx.c(lighten(base, 0.12), options.depth)],
    [1, ctx.c(shade(base, 0.12), options.depth)],
  ]);
  return path(`${smooth(points)}L${W + 40} ${H + 10}L-40 ${H + 10}Z`, fill);
}

/** The near ground: a flat gradient band where the heroes stand. */
export function ground(ctx: DrawContext, y: number, color: string, snow = false): string {
  const base = snow ? '#f3f6ff' : color;
  const fill = ctx.defs.linearUser(
    [
      [0, ctx.c(lighten(base, 0.08))],
      [1, ctx.c(shade(base, snow ? 0.1 : 0.18))],
    ],
    0,
    y,
    0,
    H,
  );
  return path(d`M-10 ${y + 10}Q${W / 2} ${y - 14} ${W + 10} ${y + 10}L${W + 10} ${H + 10}L-10 ${H + 10}Z`, fill);
}

export function mountains(
  ctx: DrawContext,
  rng: Rng,
  y: number,
  color: string,
  depth: number,
  snowCaps = true,
): string {
  let out = '';
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.2, 0.8)) * W) / count;
    const height = rng.range(110, 190);
    const width = height * rng.range(1.3, 1.7);
    const top = y - height;
    const fill = ctx.c(i % 2 === 0 ? color : shade(color, 0.08), depth);
    out += path(
      d`M${x - width} ${y + 20}L${x - 14} ${top + 10}Q${x} ${top - 4} ${x + 14} ${top + 10}L${x + width} ${y + 20}Z`,
      fill,
    );
    out += path(
      d`M${x} ${top + 2}L${x + width} ${y + 20}L${x + width * 0.3} ${y + 20}Z`,
      ctx.c(shade(color, 0.14), depth),
      {
        opacity: 0.5,
      },
    );
    if (snowCaps) {
      const k = 0.28;
      const capY = top + height * k;
      out += path(
        d`M${x - 14 - (width - 14) * k * 0.95} ${capY}L${x - 14} ${top + 10}Q${x} ${top - 4} ${x + 14} ${top + 10}L${x + 14 + (width - 14) * k * 0.95} ${capY}` +
          d`Q${x + 18} ${capY - 12} ${x + 6} ${capY + 4}Q${x - 10} ${capY - 14} ${x - 22} ${capY + 2}Q${x - 30} ${capY - 8} ${x - 14 - (width - 14) * k * 0.95} ${capY}Z`,
        ctx.c('#f6f8ff', depth),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Plants

const TRUNK = '#8a5a3c';

export function roundTree(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  depth: number,
  leaf = '#5aa84f',
  fruit?: string,
) {
  const trunk = path(
    d`M${x - 9 * s} ${y}Q${x - 6 * s} ${y - 40 * s} ${x - 7 * s} ${y - 70 * s}L${x + 7 * s} ${y - 70 * s}Q${x + 6 * s} ${y - 40 * s} ${x + 10 * s} ${y}Z`,
    ctx.c(TRUNK, depth),
  );
  const dark = ctx.c(shade(leaf, 0.15), depth);
  const mid = ctx.c(leaf, depth);
  const light = ctx.c(lighten(leaf, 0.18), depth);
  let crown = '';
  crown += circle(x - 30 * s, y - 82 * s, 30 * s, dark);
  crown += circle(x + 30 * s, y - 84 * s, 30 * s, dark);
  crown += circle(x, y - 112 * s, 40 * s, mid);
  crown += circle(x - 28 * s, y - 92 * s, 28 * s, mid);
  crown += circle(x + 26 * s, y - 96 * s, 28 * s, mid);
  crown += circle(x - 12 * s, y - 124 * s, 22 * s, light);
  crown += circle(x - 30 * s, y - 100 * s, 12 * s, light, { opacity: 0.7 });
  if (fruit) {
    for (const [fx, fy] of [
      [-24, -90],
      [18, -104],
      [4, -130],
      [34, -86],
      [-6, -96],
    ] as const) {
      crown += circle(x + fx * s, y + fy * s, 4.5 * s, ctx.c(fruit, depth));
    }
  }
  return trunk + crown;
}

export function firTree(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  depth: number,
  snow = false,
  leaf = '#2f8a5b',
) {
  let out = rect(x - 7 * s, y - 24 * s, 14 * s, 26 * s, ctx.c(TRUNK, depth), { rx: 3 * s });
  const tiers = [
    [y - 18 * s, 58],
    [y - 58 * s, 46],
    [y - 94 * s, 34],
  ] as const;
  tiers.forEach(([base, half], i) => {
    const height = 62 * s;
    const top = base - height;
    const fill = ctx.c(i === 1 ? lighten(leaf, 0.05) : leaf, depth);
    out += path(
      d`M${x - half * s} ${base}Q${x - half * s * 0.5} ${base - height * 0.45} ${x - 5 * s} ${top + 4 * s}Q${x} ${top - 2 * s} ${x + 5 * s} ${top + 4 * s}Q${x + half * s * 0.5} ${base - height * 0.45} ${x + half * s} ${base}Q${x} ${base + 10 * s} ${x - half * s} ${base}Z`,
      fill,
    );
    out += path(
      d`M${x + 2 * s} ${top + 4 * s}Q${x + half * s * 0.5} ${base - height * 0.45} ${x + half * s} ${base}Q${x + half * s * 0.5} ${base + 6 * s} ${x + 2 * s} ${base + 4 * s}Z`,
      ctx.c(shade(leaf, 0.2), depth),
      { opacity: 0.45 },
    );
    if (snow) {
      out += path(
        d`M${x - half * s * 0.62} ${base - height * 0.28}Q${x - half * s * 0.3} ${base - height * 0.62} ${x - 4 * s} ${top + 6 * s}Q${x} ${top} ${x + 4 * s} ${top + 6 * s}Q${x + half * s * 0.3} ${base - height * 0.62} ${x + half * s * 0.62} ${base - height * 0.28}Q${x + half * s * 0.3} ${base - height * 0.4} ${x + 6 * s} ${base - height * 0.32}Q${x - half * s * 0.2} ${base - height * 0.42} ${x - half * s * 0.62} ${base - height * 0.28}Z`,
        ctx.c('#f7f9ff', depth),
      );
    }
  });
  return out;
}

export function palmTree(ctx: DrawContext, x: number, y: number, s: number, depth: number, lean = 1) {
  const topX = x + 40 * s * lean;
  const topY = y - 170 * s;
  let out = stroke(d`M${x} ${y}Q${x + 4 * s * lean} ${y - 100 * s} ${topX} ${topY}`, ctx.c('#a7764d', depth), 16 * s);
  for (let i = 0; i < 6; i++) {
    const t = (i + 0.5) / 6;
    const px = x + (topX - x) * t * t + 4 * s * lean * t;
    const py = y + (topY - y) * t;
    out += stroke(d`M${px - 7 * s} ${py}Q${px} ${py + 4 * s} ${px + 7 * s} ${py}`, ctx.c('#8a5f3c', depth), 2.5 * s);
  }
  const leaf = ctx.c('#4fa653', depth);
  const leafDark = ctx.c('#3a8a44', depth);
  const fronds: [number, number, number][] = [
    [-95, 20, 0],
    [-60, -30, 1],
    [-10, -40, 0],
    [40, -25, 1],
    [90, 25, 0],
    [140, 40, 1],
  ];
  for (const [dx, dy, dark] of fronds) {
    const ex = topX + dx * s * 0.9;
    const ey = topY + dy * s + 30 * s;
    const cx = topX + dx * s * 0.5;
    const cy = topY - 30 * s + dy * s * 0.3;
    out += path(
      d`M${topX} ${topY}Q${cx} ${cy - 12 * s} ${ex} ${ey}Q${cx} ${cy + 10 * s} ${topX} ${topY}Z`,
      dark ? leafDark : leaf,
    );
  }
  out += circle(topX - 6 * s, topY + 8 * s, 7 * s, ctx.c('#7a5230', depth));
  out += circle(topX + 6 * s, topY + 10 * s, 7 * s, ctx.c('#6e4728', depth));
  return out;
}

export function bush(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  depth: number,
  leaf = '#5aa84f',
  berries?: string,
) {
  let out = '';
  out += circle(x - 24 * s, y - 16 * s, 20 * s, ctx.c(shade(leaf, 0.1), depth));
  out += circle(x + 24 * s, y - 16 * s, 20 * s, ctx.c(shade(leaf, 0.1), depth));
  out += circle(x, y - 26 * s, 26 * s, ctx.c(leaf, depth));
  out += circle(x - 8 * s, y - 36 * s, 12 * s, ctx.c(lighten(leaf, 0.15), depth));
  out += rect(x - 44 * s, y - 16 * s, 88 * s, 16 * s, ctx.c(shade(leaf, 0.1), depth), { rx: 8 * s });
  if (berries) {
    for (const [bx, by] of [
      [-20, -20],
      [10, -34],
      [24, -14],
      [-4, -12],
    ] as const) {
      out += circle(x + bx * s, y + by * s, 3.5 * s, ctx.c(berries, depth));
    }
  }
  return out;
}

export function flower(ctx: DrawContext, x: number, y: number, s: number, petals: string, depth = 0) {
  let out = stroke(d`M${x} ${y}Q${x - 3 * s} ${y - 12 * s} ${x} ${y - 22 * s}`, ctx.c('#4f9a48', depth), 2.6 * s);
  out += path(
    d`M${x - 1 * s} ${y - 9 * s}Q${x - 12 * s} ${y - 16 * s} ${x - 13 * s} ${y - 8 * s}Q${x - 6 * s} ${y - 5 * s} ${x - 1 * s} ${y - 9 * s}Z`,
    ctx.c('#5cae52', depth),
  );
  for (let i = 0; i < 5; i++) {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    out += circle(x + Math.cos(angle) * 6 * s, y - 24 * s + Math.sin(angle) * 6 * s, 5 * s, ctx.c(petals, depth));
  }
  out += circle(x, y - 24 * s, 3.6 * s, ctx.c('#ffd54a', depth));
  return out;
}

export function tulip(ctx: DrawContext, x: number, y: number, s: number, petals: string, depth = 0) {
  let out = stroke(d`M${x} ${y}L${x} ${y - 24 * s}`, ctx.c('#4f9a48', depth), 2.6 * s);
  out += path(
    d`M${x - 7 * s} ${y - 34 * s}L${x - 3.5 * s} ${y - 28 * s}L${x} ${y - 34 * s}L${x + 3.5 * s} ${y - 28 * s}L${x + 7 * s} ${y - 34 * s}Q${x + 8 * s} ${y - 22 * s} ${x} ${y - 21 * s}Q${x - 8 * s} ${y - 22 * s} ${x - 7 * s} ${y - 34 * s}Z`,
    ctx.c(petals, depth),
  );
  return out;
}

export const FLOWER_COLORS = ['#ff7aa2', '#ffd24a', '#ffffff', '#b48cf0', '#ff8a5c', '#7cc4ff'];

export function flowerBed(
  ctx: DrawContext,
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  s = 1,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const size = s * rng.range(0.7, 1.1) * (0.75 + ((y - y0) / Math.max(1, y1 - y0)) * 0.35);
    const color = rng.pick(FLOWER_COLORS);
    out += rng.chance(0.3) ? tulip(ctx, x, y, size, color) : flower(ctx, x, y, size, color);
  }
  return out;
}

export function grassTuft(ctx: DrawContext, x: number, y: number, s: number, color = '#4c9a44', depth = 0) {
  return path(
    d`M${x - 9 * s} ${y}Q${x - 10 * s} ${y - 10 * s} ${x - 14 * s} ${y - 16 * s}Q${x - 4 * s} ${y - 10 * s} ${x - 2 * s} ${y - 4 * s}Q${x - 1 * s} ${y - 16 * s} ${x + 2 * s} ${y - 22 * s}Q${x + 4 * s} ${y - 12 * s} ${x + 3 * s} ${y - 4 * s}Q${x + 8 * s} ${y - 12 * s} ${x + 15 * s} ${y - 15 * s}Q${x + 10 * s} ${y - 8 * s} ${x + 9 * s} ${y}Z`,
    ctx.c(color, depth),
  );
}

export function grass(ctx: DrawContext, rng: Rng, y0: number, y1: number, count: number, color = '#4c9a44') {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += grassTuft(ctx, rng.range(0, W), rng.range(y0, y1), rng.range(0.7, 1.2), color);
  }
  return out;
}

export function mushroom(ctx: DrawContext, x: number, y: number, s: number, cap = '#e4564f', depth = 0) {
  let out = path(
    d`M${x - 7 * s} ${y}Q${x - 6 * s} ${y - 14 * s} ${x - 5 * s} ${y - 18 * s}L${x + 5 * s} ${y - 18 * s}Q${x + 6 * s} ${y - 14 * s} ${x + 7 * s} ${y}Z`,
    ctx.c('#fbf1de', depth),
  );
  out += path(
    d`M${x - 20 * s} ${y - 16 * s}Q${x - 18 * s} ${y - 40 * s} ${x} ${y - 40 * s}Q${x + 18 * s} ${y - 40 * s} ${x + 20 * s} ${y - 16 * s}Q${x} ${y - 10 * s} ${x - 20 * s} ${y - 16 * s}Z`,
    ctx.c(cap, depth),
  );
  out += circle(x - 8 * s, y - 28 * s, 3.5 * s, ctx.c('#fffaf0', depth));
  out += circle(x + 7 * s, y - 31 * s, 2.8 * s, ctx.c('#fffaf0', depth));
  out += circle(x + 12 * s, y - 21 * s, 2.4 * s, ctx.c('#fffaf0', depth));
  return out;
}

export function rock(ctx: DrawContext, x: number, y: number, s: number, color = '#a4a7b4', depth = 0) {
  return (
    path(
      d`M${x - 26 * s} ${y}Q${x - 28 * s} ${y - 22 * s} ${x - 6 * s} ${y - 26 * s}Q${x + 20 * s} ${y - 30 * s} ${x + 26 * s} ${y}Z`,
      ctx.c(color, depth),
    ) +
    path(d`M${x - 16 * s} ${y - 14 * s}Q${x - 12 * s} ${y - 22 * s} ${x - 2 * s} ${y - 22 * s}`, 'none', {
      stroke: ctx.c(lighten(color, 0.3), depth),
      'stroke-width': 3 * s,
      'stroke-linecap': 'round',
    })
  );
}

export function fern(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  depth: number,
  color = '#4f9a48',
  flip = false,
) {
  let out = '';
  const dir = flip ? -1 : 1;
  for (let i = 0; i < 5; i++) {
    const angle = -150 + i * 30;
    const rad = (angle * Math.PI) / 180;
    const len = (70 + (i === 2 ? 20 : 0)) * s;
    const ex = x + Math.cos(rad) * len * dir;
    const ey = y + Math.sin(rad) * len;
    const cx = x + Math.cos(rad) * len * 0.5 * dir - 10 * s * dir;
    const cy = y + Math.sin(rad) * len * 0.5 - 18 * s;
    out += path(
      d`M${x} ${y}Q${cx} ${cy - 10 * s} ${ex} ${ey}Q${cx + 8 * s} ${cy + 10 * s} ${x} ${y}Z`,
      ctx.c(i % 2 ? shade(color, 0.1) : color, depth),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Buildings

export function window_(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  lit: boolean,
  round = false,
) {
  const glass = lit && ctx.time !== 'day' ? ctx.pal.light : ctx.c('#a9d8f0');
  let out = rect(x - 3, y - 3, w + 6, h + 6, ctx.c(frame), { rx: round ? (w + 6) / 2 : 4 });
  out += rect(x, y, w, h, glass, { rx: round ? w / 2 : 2 });
  if (lit && ctx.time !== 'day') {
    out += rect(
      x - 10,
      y - 10,
      w + 20,
      h + 20,
      ctx.defs.radial([
        [0, ctx.pal.light, 0.45],
        [1, ctx.pal.light, 0],
      ]),
    );
  } else {
    out += path(
      d`M${x + 3} ${y + h * 0.55}L${x + w * 0.55} ${y + 3}L${x + w * 0.75} ${y + 3}L${x + 3} ${y + h * 0.8}Z`,
      '#ffffff',
      { opacity: 0.35 },
    );
  }
  out += rect(x + w / 2 - 1.5, y, 3, h, ctx.c(frame));
  out += rect(x, y + h / 2 - 1.5, w, 3, ctx.c(frame));
  return out;
}

export function house(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  depth: number,
  colors: { wall: string; roof: string; door?: string },
  lit: boolean,
  snow = false,
) {
  const w = 120 * s;
  const h = 90 * s;
  const left = x - w / 2;
  let out = rect(left, y - h, w, h, ctx.c(colors.wall, depth), { rx: 4 * s });
  out += rect(
    left,
    y - h,
    w,
    h,
    ctx.defs.linear([
      [0, '#000000', 0],
      [1, '#2a1b3d', 0.15],
    ]),
  );
  const roof = ctx.c(colors.roof, depth);
  out += path(
    d`M${left - 14 * s} ${y - h + 4 * s}L${x - 6 * s} ${y - h - 66 * s}Q${x} ${y - h - 72 * s} ${x + 6 * s} ${y - h - 66 * s}L${left + w + 14 * s} ${y - h + 4 * s}Q${x} ${y - h - 6 * s} ${left - 14 * s} ${y - h + 4 * s}Z`,
    roof,
  );
  if (snow) {
    out += path(
      d`M${left - 10 * s} ${y - h}L${x - 5 * s} ${y - h - 64 * s}Q${x} ${y - h - 69 * s} ${x + 5 * s} ${y - h - 64 * s}L${left + w + 10 * s} ${y - h}Q${left + w * 0.8} ${y - h - 20 * s} ${left + w * 0.6} ${y - h - 22 * s}Q${x} ${y - h - 30 * s} ${left + w * 0.3} ${y - h - 18 * s}Q${left + 10 * s} ${y - h - 12 * s} ${left - 10 * s} ${y - h}Z`,
      ctx.c('#f6f8ff', depth),
    );
  }
  out += rect(left + w * 0.62, y - h - 58 * s, 14 * s, 30 * s, ctx.c(shade(colors.wall, 0.25), depth));
  out += rect(x - 14 * s, y - 46 * s, 28 * s, 46 * s, ctx.c(colors.door ?? '#8a5a3c', depth), { rx: 12 * s });
  out += circle(x + 8 * s, y - 22 * s, 2.2 * s, ctx.c('#f4c542', depth));
  out += window_(ctx, left + 14 * s, y - h + 22 * s, 26 * s, 26 * s, ctx.c('#ffffff', depth), lit);
  out += window_(ctx, left + w - 40 * s, y - h + 22 * s, 26 * s, 26 * s, ctx.c('#ffffff', depth), lit);
  return out;
}

export function fence(ctx: DrawContext, x0: number, x1: number, y: number, s: number, color = '#f2e4cf', depth = 0) {
  const fill = ctx.c(color, depth);
  let out = rect(x0, y - 30 * s, x1 - x0, 6 * s, fill, { rx: 3 * s });
  out += rect(x0, y - 16 * s, x1 - x0, 6 * s, fill, { rx: 3 * s });
  for (let x = x0 + 6 * s; x < x1; x += 26 * s) {
    out += path(
      d`M${x - 5 * s} ${y}L${x - 5 * s} ${y - 38 * s}L${x} ${y - 44 * s}L${x + 5 * s} ${y - 38 * s}L${x + 5 * s} ${y}Z`,
      fill,
    );
    out += rect(x - 5 * s, y - 6 * s, 10 * s, 6 * s, ctx.c(shade(color, 0.15), depth));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Water

export function sea(ctx: DrawContext, rng: Rng, top: number, bottom: number, color = '#3fa7d6'): string {
  const fill = ctx.defs.linearUser(
    [
      [0, ctx.c(lighten(color, 0.25), 1)],
      [1, ctx.c(shade(color, 0.15))],
    ],
    0,
    top,
    0,
    bottom,
  );
  let out = rect(-10, top, W + 20, bottom - top + 10, fill);
  const foam = ctx.c('#ffffff', 1);
  for (let i = 0; i < 16; i++) {
    const y = top + 12 + ((bottom - top - 20) * i) / 16 + rng.range(-4, 4);
    const x = rng.range(0, W);
    const len = rng.range(18, 40) * (0.6 + (y - top) / Math.max(1, bottom - top));
    out += stroke(
      d`M${x - len} ${y}Q${x - len / 2} ${y - 5} ${x} ${y}Q${x + len / 2} ${y - 5} ${x + len} ${y}`,
      foam,
      2.4,
      { opacity: 0.5 },
    );
  }
  if (ctx.time !== 'day') {
    // The light of the moon or the setting sun on the water.
    for (let i = 0; i < 7; i++) {
      const y = top + 6 + i * 9;
      out += rect(rng.range(520, 620), y, rng.range(30, 80), 3, ctx.time === 'night' ? '#fff3c0' : '#ffd08a', {
        rx: 1.5,
        opacity: 0.5 - i * 0.05,
      });
    }
  }
  return out;
}

export function snowfall(rng: Rng, count: number, opacity = 0.9): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += circle(rng.range(0, W), rng.range(0, H), rng.range(1.6, 4.2), '#ffffff', {
      opacity: opacity * rng.range(0.5, 1),
    });
  }
  return out;
}

export function fireflies(rng: Rng, count: number, y0: number, y1: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(20, W - 20);
    const y = rng.range(y0, y1);
    out += circle(x, y, 9, '#fff3a0', { opacity: 0.18 }) + circle(x, y, 2.6, '#fff8c8');
  }
  return out;
}

export function bunting(
  ctx: DrawContext,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  colors: readonly string[],
) {
  let out = stroke(d`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`, ctx.c('#8a6a5a'), 2);
  const flags = Math.max(3, Math.round(Math.abs(x1 - x0) / 42));
  for (let i = 0; i < flags; i++) {
    const t = (i + 0.5) / flags;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    out += path(
      d`M${x - 13} ${y - 2}L${x + 13} ${y - 2}L${x} ${y + 26}Z`,
      ctx.c(colors[i % colors.length] ?? '#f6c843'),
      {
        stroke: ctx.c(colors[i % colors.length] ?? '#f6c843'),
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      },
    );
  }
  return out;
}

/** A soft shadow where something stands on the ground. */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.18) {
  return ellipse(x, y, rx, ry, '#2a1b3d', { opacity });
}

export function glow(ctx: DrawContext, x: number, y: number, r: number, color: string, opacity = 0.5) {
  return circle(
    x,
    y,
    r,
    ctx.defs.radial([
      [0, color, opacity],
      [1, color, 0],
    ]),
  );
}

export function rainbow(x: number, y: number, r: number, width: number, opacity = 0.85) {
  const colors = ['#ff7a7a', '#ffb15c', '#ffe066', '#7fd17f', '#6ec1f0', '#a88bf0'];
  let out = '';
  colors.forEach((color, i) => {
    const radius = r - i * width;
    out += stroke(d`M${x - radius} ${y}A${radius} ${radius} 0 0 1 ${x + radius} ${y}`, color, width + 0.6, {
      'stroke-linecap': 'butt',
    });
  });
  return group(out, { opacity });
}

export function placed(content: string, x: number, y: number, s = 1, flip = false) {
  return group(content, { transform: transform(x, y, s, 0, flip) });
}
