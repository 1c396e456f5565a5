/**
 * The props library: the things a story moment can show. Each prop says where it goes
 * ('ground' beside the heroes, 'air' floating near them, 'sky' up high) and draws itself at
 * a base point. Unknown keys are ignored by the scene (see vocabulary.ts for the aliases).
 */
import { lighten, shade } from './color.js';
import { CREATURES } from './creatures.js';
import { cloud, glow, rainbow, sparkle, starShape } from './elements.js';
import { note } from './figures.js';
import type { DrawContext } from './palette.js';
import type { Rng } from './random.js';
import { circle, d, ellipse, group, path, rect, stroke } from './svg.js';
import { VEHICLES } from './vehicles.js';

export type PropPlace = 'ground' | 'air' | 'sky';

interface PropDef {
  place: PropPlace;
  /** Width at scale 1, to keep props apart. */
  width: number;
  draw(ctx: DrawContext, x: number, y: number, s: number, rng: Rng): string;
}

const outline = (color: string, width = 1.8) => ({
  stroke: shade(color, 0.32),
  'stroke-width': width,
  'stroke-linejoin': 'round' as const,
});
const k = (ctx: DrawContext, hex: string) => ctx.c(hex, -1);

const balloon = (ctx: DrawContext, x: number, y: number, s: number, color: string) =>
  stroke(d`M${x} ${y}Q${x - 8 * s} ${y + 40 * s} ${x + 4 * s} ${y + 90 * s}`, k(ctx, '#9a8a9e'), 1.4) +
  path(
    d`M${x} ${y}Q${x - 30 * s} ${y - 20 * s} ${x - 28 * s} ${y - 52 * s}Q${x - 24 * s} ${y - 80 * s} ${x} ${y - 80 * s}Q${x + 24 * s} ${y - 80 * s} ${x + 28 * s} ${y - 52 * s}Q${x + 30 * s} ${y - 20 * s} ${x} ${y}Z`,
    k(ctx, color),
    outline(k(ctx, color), 1.4),
  ) +
  path(d`M${x - 3 * s} ${y + 1}L${x + 3 * s} ${y + 1}L${x} ${y - 4 * s}Z`, k(ctx, shade(color, 0.2))) +
  ellipse(x - 12 * s, y - 56 * s, 5 * s, 10 * s, '#ffffff', {
    opacity: 0.5,
    transform: `rotate(20 ${x - 12 * s} ${y - 56 * s})`,
  });

const BALLOON_COLORS = ['#e4564f', '#f6c843', '#3f6fd0', '#58b05a', '#f28ab4', '#8d68d3'];

function gift(ctx: DrawContext, x: number, y: number, s: number, box: string, ribbon: string) {
  return (
    rect(x - 22 * s, y - 36 * s, 44 * s, 36 * s, k(ctx, box), { rx: 4 * s, ...outline(k(ctx, box)) }) +
    rect(x - 25 * s, y - 44 * s, 50 * s, 12 * s, k(ctx, lighten(box, 0.1)), { rx: 4 * s, ...outline(k(ctx, box)) }) +
    rect(x - 4 * s, y - 44 * s, 8 * s, 44 * s, k(ctx, ribbon)) +
    path(d`M${x} ${y - 44 * s}Q${x - 20 * s} ${y - 62 * s} ${x - 14 * s} ${y - 44 * s}Z`, k(ctx, ribbon)) +
    path(d`M${x} ${y - 44 * s}Q${x + 20 * s} ${y - 62 * s} ${x + 14 * s} ${y - 44 * s}Z`, k(ctx, ribbon))
  );
}

function book(ctx: DrawContext, x: number, y: number, s: number, color: string, w = 44) {
  return (
    rect(x - (w / 2) * s, y - 12 * s, w * s, 12 * s, k(ctx, color), { rx: 2 * s, ...outline(k(ctx, color), 1.4) }) +
    rect(x - (w / 2 - 3) * s, y - 9 * s, (w - 6) * s, 6 * s, k(ctx, '#fbf6ea'), { rx: 1 })
  );
}

export const PROPS: Record<string, PropDef> = {
  star: {
    place: 'sky',
    width: 40,
    draw: (ctx, x, y, s) =>
      glow(ctx, x, y, 40 * s, '#fff3b0', 0.6) +
      starShape(x, y, 18 * s, '#ffd54a', outline('#ffd54a')) +
      circle(x - 4 * s, y - 2 * s, 1.8 * s, '#3a2a30') +
      circle(x + 4 * s, y - 2 * s, 1.8 * s, '#3a2a30') +
      stroke(d`M${x - 3 * s} ${y + 3 * s}Q${x} ${y + 6 * s} ${x + 3 * s} ${y + 3 * s}`, '#3a2a30', 1.2 * s),
  },
  shooting_star: {
    place: 'sky',
    width: 120,
    draw: (ctx, x, y, s) =>
      stroke(
        d`M${x - 110 * s} ${y + 40 * s}Q${x - 50 * s} ${y + 10 * s} ${x} ${y}`,
        ctx.defs.linear(
          [
            [0, '#fff3b0', 0],
            [1, '#fff3b0', 0.9],
          ],
          0,
          0,
          1,
          0,
        ),
        8 * s,
      ) + starShape(x, y, 14 * s, '#ffe27a'),
  },
  moon: {
    place: 'sky',
    width: 60,
    draw: (ctx, x, y, s) =>
      glow(ctx, x, y, 80 * s, '#fff6d0', 0.45) +
      path(
        d`M${x + 6 * s} ${y - 30 * s}A${30 * s} ${30 * s} 0 1 0 ${x + 6 * s} ${y + 30 * s}A${24 * s} ${27 * s} 0 1 1 ${x + 6 * s} ${y - 30 * s}Z`,
        '#fff1bd',
      ) +
      circle(x - 14 * s, y - 2 * s, 2 * s, '#c9a850') +
      stroke(d`M${x - 18 * s} ${y + 8 * s}Q${x - 13 * s} ${y + 12 * s} ${x - 9 * s} ${y + 8 * s}`, '#c9a850', 1.6 * s),
  },
  sun: {
    place: 'sky',
    width: 80,
    draw: (ctx, x, y, s) => {
      let out = glow(ctx, x, y, 90 * s, '#fff3b0', 0.6);
      for (let i = 0; i < 10; i++) {
        const a = (i * Math.PI) / 5;
        out += stroke(
          d`M${x + Math.cos(a) * 38 * s} ${y + Math.sin(a) * 38 * s}L${x + Math.cos(a) * 50 * s} ${y + Math.sin(a) * 50 * s}`,
          '#ffd54a',
          5 * s,
        );
      }
      return (
        out +
        circle(x, y, 30 * s, '#ffe066') +
        circle(x - 9 * s, y - 4 * s, 2.5 * s, '#a0642c') +
        circle(x + 9 * s, y - 4 * s, 2.5 * s, '#a0642c') +
        stroke(d`M${x - 9 * s} ${y + 7 * s}Q${x} ${y + 14 * s} ${x + 9 * s} ${y + 7 * s}`, '#a0642c', 2 * s)
      );
    },
  },
  planet: {
    place: 'sky',
    width: 90,
    draw: (ctx, x, y, s) =>
      ellipse(x, y, 62 * s, 14 * s, '#f7c98a', { opacity: 0.9, transform: `rotate(-14 ${x} ${y})` }) +
      circle(
        x,
        y,
        34 * s,
        ctx.defs.radial(
          [
            [0, '#ffb8a0'],
            [1, '#e0708a'],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ) +
      path(d`M${x - 60 * s} ${y + 14 * s}Q${x} ${y + 8 * s} ${x + 60 * s} ${y - 14 * s}`, 'none', {
        stroke: '#f7c98a',
        'stroke-width': 5 * s,
        transform: `rotate(-2 ${x} ${y})`,
      }),
  },
  rainbow: { place: 'sky', width: 240, draw: (_ctx, x, y, s) => rainbow(x, y + 90 * s, 130 * s, 10 * s) },
  cloud: { place: 'sky', width: 140, draw: (ctx, x, y, s) => cloud(x, y, s, ctx.pal.cloud) },
  fireworks: {
    place: 'sky',
    width: 140,
    draw: (_ctx, x, y, s, rng) => {
      let out = '';
      for (const [dx, dy, color] of [
        [0, 0, '#ff8ab4'],
        [70, 30, '#ffd54a'],
        [-60, 40, '#7cd1ff'],
      ] as const) {
        const cx = x + dx * s;
        const cy = y + dy * s;
        for (let i = 0; i < 12; i++) {
          const a = (i * Math.PI) / 6 + rng.range(0, 0.2);
          out += stroke(
            d`M${cx + Math.cos(a) * 10 * s} ${cy + Math.sin(a) * 10 * s}L${cx + Math.cos(a) * 30 * s} ${cy + Math.sin(a) * 30 * s}`,
            color,
            3 * s,
          );
          out += circle(cx + Math.cos(a) * 36 * s, cy + Math.sin(a) * 36 * s, 2.5 * s, color);
        }
      }
      return out;
    },
  },
  plane: { place: 'sky', width: 180, draw: (ctx, x, y, s) => VEHICLES.plane(ctx, x, y + 40 * s, s * 0.8, false, -1) },
  hot_air_balloon: {
    place: 'sky',
    width: 100,
    draw: (ctx, x, y, s) => VEHICLES.hot_air_balloon(ctx, x, y + 80 * s, s * 0.8, false, -1),
  },
  kite: {
    place: 'sky',
    width: 80,
    draw: (ctx, x, y, s) =>
      stroke(d`M${x} ${y + 34 * s}Q${x - 40 * s} ${y + 120 * s} ${x - 90 * s} ${y + 200 * s}`, k(ctx, '#9a8a9e'), 1.3) +
      path(
        d`M${x} ${y - 34 * s}L${x + 26 * s} ${y}L${x} ${y + 34 * s}L${x - 26 * s} ${y}Z`,
        k(ctx, '#e4564f'),
        outline(k(ctx, '#e4564f')),
      ) +
      path(d`M${x} ${y - 34 * s}L${x + 26 * s} ${y}L${x} ${y}Z`, k(ctx, '#f6c843')) +
      path(d`M${x} ${y + 34 * s}L${x - 26 * s} ${y}L${x} ${y}Z`, k(ctx, '#f6c843')) +
      stroke(
        d`M${x} ${y + 34 * s}Q${x + 10 * s} ${y + 50 * s} ${x} ${y + 64 * s}Q${x - 10 * s} ${y + 78 * s} ${x} ${y + 92 * s}`,
        k(ctx, '#3f6fd0'),
        2.5 * s,
      ),
  },
  bird: {
    place: 'sky',
    width: 50,
    draw: (ctx, x, y, s) => CREATURES.bird(ctx, x, y, s) + CREATURES.bird(ctx, x + 40 * s, y + 24 * s, s * 0.8),
  },
  balloon: {
    place: 'air',
    width: 60,
    draw: (ctx, x, y, s, rng) => balloon(ctx, x, y, s, rng.pick(BALLOON_COLORS)),
  },
  balloons: {
    place: 'air',
    width: 90,
    draw: (ctx, x, y, s, rng) => {
      const colors = rng.shuffle(BALLOON_COLORS);
      return (
        balloon(ctx, x - 24 * s, y + 10 * s, s * 0.9, colors[0] as string) +
        balloon(ctx, x + 24 * s, y + 16 * s, s * 0.85, colors[1] as string) +
        balloon(ctx, x, y - 16 * s, s, colors[2] as string)
      );
    },
  },
  butterfly: {
    place: 'air',
    width: 40,
    draw: (ctx, x, y, s) =>
      CREATURES.butterfly(ctx, x, y, s * 1.2) + CREATURES.butterfly(ctx, x + 36 * s, y + 30 * s, s * 0.9),
  },
  music_note: {
    place: 'air',
    width: 60,
    draw: (ctx, x, y, s) =>
      note(x, y, s * 1.6, k(ctx, '#8d68d3')) +
      note(x + 34 * s, y + 26 * s, s * 1.2, k(ctx, '#e4564f')) +
      note(x - 30 * s, y + 36 * s, s, k(ctx, '#3f6fd0')),
  },
  heart: {
    place: 'air',
    width: 50,
    draw: (ctx, x, y, s) => {
      const heart = (hx: number, hy: number, hs: number, color: string) =>
        path(
          d`M${hx} ${hy}C${hx - 20 * hs} ${hy - 12 * hs} ${hx - 16 * hs} ${hy - 30 * hs} ${hx - 7 * hs} ${hy - 29 * hs}Q${hx - 1 * hs} ${hy - 29 * hs} ${hx} ${hy - 22 * hs}Q${hx + 1 * hs} ${hy - 29 * hs} ${hx + 7 * hs} ${hy - 29 * hs}C${hx + 16 * hs} ${hy - 30 * hs} ${hx + 20 * hs} ${hy - 12 * hs} ${hx} ${hy}Z`,
          k(ctx, color),
        );
      return (
        heart(x, y, s * 1.4, '#ff6b8a') +
        heart(x + 34 * s, y - 30 * s, s, '#ff9ab0') +
        heart(x - 28 * s, y - 40 * s, s * 0.8, '#ffb3c4')
      );
    },
  },
  bubbles: {
    place: 'air',
    width: 70,
    draw: (_ctx, x, y, s, rng) => {
      let out = '';
      for (let i = 0; i < 7; i++) {
        const bx = x + rng.range(-40, 40) * s;
        const by = y + rng.range(-50, 40) * s;
        const r = rng.range(5, 13) * s;
        out +=
          circle(bx, by, r, '#dff4ff', {
            'fill-opacity': 0.25,
            stroke: '#ffffff',
            'stroke-width': 1.6,
            'stroke-opacity': 0.85,
          }) + circle(bx - r * 0.35, by - r * 0.35, r * 0.22, '#ffffff', { opacity: 0.8 });
      }
      return out;
    },
  },
  sparkles: {
    place: 'air',
    width: 70,
    draw: (_ctx, x, y, s, rng) => {
      let out = '';
      for (let i = 0; i < 6; i++)
        out += sparkle(x + rng.range(-40, 40) * s, y + rng.range(-40, 40) * s, rng.range(4, 10) * s, '#fff4b0');
      return out;
    },
  },
  cake: {
    place: 'ground',
    width: 90,
    draw: (ctx, x, y, s) => {
      let out = rect(x - 6 * s, y - 34 * s, 12 * s, 34 * s, k(ctx, '#c98f6a'));
      out += ellipse(x, y - 36 * s, 48 * s, 8 * s, k(ctx, '#ffffff'), outline(k(ctx, '#ffffff')));
      out += rect(x - 34 * s, y - 80 * s, 68 * s, 42 * s, k(ctx, '#ffc7d6'), {
        rx: 8 * s,
        ...outline(k(ctx, '#ffc7d6')),
      });
      out += path(
        d`M${x - 34 * s} ${y - 70 * s}Q${x - 26 * s} ${y - 60 * s} ${x - 18 * s} ${y - 70 * s}Q${x - 10 * s} ${y - 60 * s} ${x - 2 * s} ${y - 70 * s}Q${x + 6 * s} ${y - 60 * s} ${x + 14 * s} ${y - 70 * s}Q${x + 22 * s} ${y - 60 * s} ${x + 34 * s} ${y - 70 * s}L${x + 34 * s} ${y - 76 * s}Q${x + 34 * s} ${y - 82 * s} ${x + 26 * s} ${y - 82 * s}L${x - 26 * s} ${y - 82 * s}Q${x - 34 * s} ${y - 82 * s} ${x - 34 * s} ${y - 76 * s}Z`,
        k(ctx, '#fff6f0'),
      );
      for (const cx of [-16, 0, 16]) {
        out += rect(x + cx * s - 2.5 * s, y - 98 * s, 5 * s, 16 * s, k(ctx, cx === 0 ? '#7cc4ff' : '#f6c843'), {
          rx: 2 * s,
        });
        out +=
          glow(ctx, x + cx * s, y - 104 * s, 14 * s, '#ffd772', 0.6) +
          ellipse(x + cx * s, y - 103 * s, 3.2 * s, 5 * s, '#ffb347');
      }
      out +=
        circle(x - 20 * s, y - 52 * s, 3 * s, k(ctx, '#e4564f')) +
        circle(x + 4 * s, y - 48 * s, 3 * s, k(ctx, '#58b05a')) +
        circle(x + 22 * s, y - 54 * s, 3 * s, k(ctx, '#3f6fd0'));
      return out;
    },
  },
  treasure_chest: {
    place: 'ground',
    width: 90,
    draw: (ctx, x, y, s) => {
      const wood = '#a0643c';
      let out = glow(ctx, x, y - 46 * s, 70 * s, '#ffe27a', 0.55);
      out += path(
        d`M${x - 40 * s} ${y - 46 * s}Q${x - 40 * s} ${y - 78 * s} ${x} ${y - 78 * s}Q${x + 40 * s} ${y - 78 * s} ${x + 40 * s} ${y - 46 * s}Z`,
        k(ctx, shade(wood, 0.1)),
        outline(k(ctx, wood)),
      );
      for (const [cx, cy] of [
        [-20, -50],
        [-6, -56],
        [10, -52],
        [22, -48],
        [0, -48],
      ] as const) {
        out += circle(x + cx * s, y + cy * s, 7 * s, k(ctx, '#f7c948'), outline(k(ctx, '#f7c948'), 1.2));
      }
      out +=
        circle(x + 14 * s, y - 60 * s, 5 * s, k(ctx, '#e4564f')) + sparkle(x - 26 * s, y - 66 * s, 7 * s, '#fffbe0');
      out += rect(x - 42 * s, y - 46 * s, 84 * s, 46 * s, k(ctx, wood), { rx: 5 * s, ...outline(k(ctx, wood)) });
      out += rect(x - 42 * s, y - 46 * s, 84 * s, 8 * s, k(ctx, '#f3c34a'), { rx: 3 * s });
      out +=
        rect(x - 30 * s, y - 46 * s, 8 * s, 46 * s, k(ctx, '#f3c34a')) +
        rect(x + 22 * s, y - 46 * s, 8 * s, 46 * s, k(ctx, '#f3c34a'));
      out +=
        rect(x - 7 * s, y - 38 * s, 14 * s, 16 * s, k(ctx, '#f3c34a'), { rx: 3 * s }) +
        circle(x, y - 31 * s, 2.5 * s, k(ctx, '#6b4226'));
      return out;
    },
  },
  book: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) =>
      book(ctx, x, y, s, '#3f6fd0', 50) +
      book(ctx, x + 3 * s, y - 12 * s, s, '#e4564f', 44) +
      book(ctx, x - 2 * s, y - 24 * s, s, '#58b05a', 40),
  },
  flower: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) => {
      let out = '';
      for (const [dx, h, color] of [
        [-18, 0.9, '#ff7aa2'],
        [0, 1.15, '#ffd24a'],
        [18, 0.95, '#b48cf0'],
      ] as const) {
        const fx = x + dx * s;
        const top = y - 56 * s * h;
        out += stroke(d`M${fx} ${y}Q${fx - 4 * s} ${(y + top) / 2} ${fx} ${top}`, k(ctx, '#4f9a48'), 3 * s);
        out += path(
          d`M${fx} ${y - 20 * s}Q${fx + 16 * s} ${y - 30 * s} ${fx + 16 * s} ${y - 20 * s}Q${fx + 8 * s} ${y - 14 * s} ${fx} ${y - 20 * s}Z`,
          k(ctx, '#5cae52'),
        );
        for (let i = 0; i < 6; i++) {
          const a = (i * Math.PI) / 3;
          out += circle(fx + Math.cos(a) * 9 * s, top + Math.sin(a) * 9 * s, 7.5 * s, k(ctx, color));
        }
        out += circle(fx, top, 6 * s, k(ctx, '#ffb347'));
      }
      return out;
    },
  },
  gift: {
    place: 'ground',
    width: 80,
    draw: (ctx, x, y, s) =>
      gift(ctx, x - 16 * s, y, s, '#8d68d3', '#f6c843') +
      gift(ctx, x + 24 * s, y, s * 0.75, '#e4564f', '#ffffff') +
      gift(ctx, x + 2 * s, y - 44 * s, s * 0.6, '#58b05a', '#f28ab4'),
  },
  ball: {
    place: 'ground',
    width: 50,
    draw: (ctx, x, y, s) =>
      circle(x, y - 22 * s, 22 * s, k(ctx, '#ffffff'), outline(k(ctx, '#e0d8e8'))) +
      path(
        d`M${x - 22 * s} ${y - 22 * s}A${22 * s} ${22 * s} 0 0 1 ${x} ${y - 44 * s}L${x} ${y - 22 * s}Z`,
        k(ctx, '#e4564f'),
      ) +
      path(d`M${x + 22 * s} ${y - 22 * s}A${22 * s} ${22 * s} 0 0 1 ${x} ${y}L${x} ${y - 22 * s}Z`, k(ctx, '#3f6fd0')) +
      path(
        d`M${x} ${y - 44 * s}A${22 * s} ${22 * s} 0 0 1 ${x + 22 * s} ${y - 22 * s}L${x} ${y - 22 * s}Z`,
        k(ctx, '#f6c843'),
      ) +
      circle(x - 8 * s, y - 32 * s, 4 * s, '#ffffff', { opacity: 0.6 }),
  },
  teddy: { place: 'ground', width: 50, draw: (ctx, x, y, s) => CREATURES.teddy(ctx, x, y, s * 0.9) },
  lantern: {
    place: 'ground',
    width: 40,
    draw: (ctx, x, y, s) =>
      glow(ctx, x, y - 28 * s, ctx.time === 'day' ? 30 * s : 80 * s, '#ffd772', ctx.time === 'day' ? 0.3 : 0.6) +
      rect(x - 14 * s, y - 44 * s, 28 * s, 40 * s, '#ffe9a0', {
        rx: 6 * s,
        stroke: k(ctx, '#5a4a5e'),
        'stroke-width': 3 * s,
      }) +
      rect(x - 18 * s, y - 6 * s, 36 * s, 6 * s, k(ctx, '#5a4a5e'), { rx: 3 * s }) +
      path(d`M${x - 16 * s} ${y - 44 * s}L${x} ${y - 58 * s}L${x + 16 * s} ${y - 44 * s}Z`, k(ctx, '#5a4a5e')) +
      stroke(d`M${x - 6 * s} ${y - 58 * s}Q${x} ${y - 70 * s} ${x + 6 * s} ${y - 58 * s}`, k(ctx, '#5a4a5e'), 2.5 * s) +
      ellipse(x, y - 22 * s, 5 * s, 8 * s, '#ffb347'),
  },
  crown: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) =>
      ellipse(x, y - 10 * s, 34 * s, 12 * s, k(ctx, '#c0435a'), outline(k(ctx, '#c0435a'))) +
      path(
        d`M${x - 22 * s} ${y - 14 * s}L${x - 26 * s} ${y - 44 * s}L${x - 12 * s} ${y - 30 * s}L${x} ${y - 50 * s}L${x + 12 * s} ${y - 30 * s}L${x + 26 * s} ${y - 44 * s}L${x + 22 * s} ${y - 14 * s}Z`,
        k(ctx, '#f7c948'),
        outline(k(ctx, '#f7c948')),
      ) +
      circle(x, y - 22 * s, 4 * s, '#3f7cc4') +
      sparkle(x + 20 * s, y - 52 * s, 7 * s, '#fffbe0'),
  },
  wand: {
    place: 'air',
    width: 50,
    draw: (ctx, x, y, s) =>
      stroke(d`M${x - 20 * s} ${y + 30 * s}L${x + 6 * s} ${y - 6 * s}`, k(ctx, '#8a5a3c'), 4 * s) +
      starShape(x + 9 * s, y - 10 * s, 14 * s, '#f7d54a') +
      sparkle(x + 30 * s, y - 30 * s, 8 * s, '#fff4b0') +
      sparkle(x - 6 * s, y - 34 * s, 5 * s, '#fff4b0'),
  },
  map: {
    place: 'ground',
    width: 80,
    draw: (ctx, x, y, s) =>
      path(
        d`M${x - 40 * s} ${y - 4 * s}L${x - 30 * s} ${y - 40 * s}L${x + 34 * s} ${y - 40 * s}L${x + 42 * s} ${y - 4 * s}Z`,
        k(ctx, '#f3e3bd'),
        outline(k(ctx, '#d9bf8a')),
      ) +
      stroke(
        d`M${x - 26 * s} ${y - 14 * s}Q${x - 10 * s} ${y - 36 * s} ${x + 6 * s} ${y - 22 * s}Q${x + 16 * s} ${y - 14 * s} ${x + 22 * s} ${y - 28 * s}`,
        k(ctx, '#b05a4a'),
        2 * s,
        { 'stroke-dasharray': `${4 * s} ${4 * s}` },
      ) +
      stroke(
        d`M${x + 18 * s} ${y - 34 * s}L${x + 26 * s} ${y - 26 * s}M${x + 26 * s} ${y - 34 * s}L${x + 18 * s} ${y - 26 * s}`,
        k(ctx, '#e4564f'),
        3 * s,
      ),
  },
  shell: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) =>
      path(
        d`M${x - 30 * s} ${y}Q${x - 40 * s} ${y - 30 * s} ${x - 16 * s} ${y - 32 * s}Q${x + 4 * s} ${y - 30 * s} ${x - 2 * s} ${y}Z`,
        k(ctx, '#ffc7b0'),
        outline(k(ctx, '#ffc7b0')),
      ) +
      stroke(
        d`M${x - 16 * s} ${y}L${x - 16 * s} ${y - 28 * s}M${x - 24 * s} ${y}L${x - 28 * s} ${y - 24 * s}M${x - 8 * s} ${y}L${x - 4 * s} ${y - 24 * s}`,
        k(ctx, '#e8a088'),
        1.6 * s,
      ) +
      starShape(x + 22 * s, y - 12 * s, 13 * s, k(ctx, '#ff9a5c')),
  },
  basket: {
    place: 'ground',
    width: 70,
    draw: (ctx, x, y, s) =>
      stroke(d`M${x - 26 * s} ${y - 30 * s}Q${x} ${y - 74 * s} ${x + 26 * s} ${y - 30 * s}`, k(ctx, '#b5804f'), 5 * s) +
      circle(x - 14 * s, y - 34 * s, 9 * s, k(ctx, '#e4564f')) +
      circle(x + 4 * s, y - 38 * s, 9 * s, k(ctx, '#7cc46a')) +
      circle(x + 18 * s, y - 32 * s, 8 * s, k(ctx, '#e4564f')) +
      path(
        d`M${x - 34 * s} ${y - 32 * s}L${x + 34 * s} ${y - 32 * s}L${x + 26 * s} ${y}L${x - 26 * s} ${y}Z`,
        k(ctx, '#c9935a'),
        outline(k(ctx, '#c9935a')),
      ) +
      stroke(
        d`M${x - 30 * s} ${y - 20 * s}L${x + 30 * s} ${y - 20 * s}M${x - 28 * s} ${y - 10 * s}L${x + 28 * s} ${y - 10 * s}`,
        k(ctx, '#a8743e'),
        2 * s,
      ) +
      path(
        d`M${x - 34 * s} ${y - 32 * s}L${x + 34 * s} ${y - 32 * s}L${x + 30 * s} ${y - 24 * s}L${x - 30 * s} ${y - 24 * s}Z`,
        k(ctx, '#e4564f'),
        { opacity: 0.8 },
      ),
  },
  snowman: {
    place: 'ground',
    width: 70,
    draw: (ctx, x, y, s) =>
      circle(x, y - 30 * s, 32 * s, k(ctx, '#fbfcff'), outline(k(ctx, '#dfe6f5'))) +
      circle(x, y - 82 * s, 23 * s, k(ctx, '#fbfcff'), outline(k(ctx, '#dfe6f5'))) +
      path(d`M${x} ${y - 82 * s}L${x + 20 * s} ${y - 78 * s}L${x} ${y - 76 * s}Z`, '#f39a36') +
      circle(x - 7 * s, y - 88 * s, 2.6 * s, '#2a1f2d') +
      circle(x + 7 * s, y - 88 * s, 2.6 * s, '#2a1f2d') +
      stroke(d`M${x - 8 * s} ${y - 72 * s}Q${x} ${y - 66 * s} ${x + 8 * s} ${y - 72 * s}`, '#2a1f2d', 2 * s) +
      rect(x - 24 * s, y - 64 * s, 48 * s, 9 * s, k(ctx, '#e4564f'), { rx: 4 * s }) +
      rect(x + 8 * s, y - 60 * s, 10 * s, 26 * s, k(ctx, '#e4564f'), { rx: 4 * s }) +
      path(
        d`M${x - 18 * s} ${y - 100 * s}L${x + 18 * s} ${y - 100 * s}L${x + 14 * s} ${y - 126 * s}L${x - 14 * s} ${y - 126 * s}Z`,
        k(ctx, '#3a3545'),
      ) +
      circle(x, y - 40 * s, 3 * s, '#3a3545') +
      circle(x, y - 26 * s, 3 * s, '#3a3545'),
  },
  telescope: {
    place: 'ground',
    width: 70,
    draw: (ctx, x, y, s) =>
      stroke(
        d`M${x - 20 * s} ${y}L${x} ${y - 44 * s}L${x + 20 * s} ${y}M${x} ${y - 44 * s}L${x} ${y}`,
        k(ctx, '#7a5a40'),
        4 * s,
      ) +
      group(
        rect(x - 30 * s, y - 56 * s, 64 * s, 18 * s, k(ctx, '#3f6fd0'), { rx: 6 * s, ...outline(k(ctx, '#3f6fd0')) }) +
          rect(x + 28 * s, y - 60 * s, 12 * s, 26 * s, k(ctx, '#f6c843'), { rx: 4 * s }),
        { transform: `rotate(-28 ${x} ${y - 47 * s})` },
      ),
  },
  magnifying_glass: {
    place: 'ground',
    width: 50,
    draw: (ctx, x, y, s) =>
      stroke(d`M${x - 16 * s} ${y}L${x + 4 * s} ${y - 30 * s}`, k(ctx, '#8a5a3c'), 7 * s) +
      circle(x + 14 * s, y - 46 * s, 18 * s, '#dff4ff', {
        'fill-opacity': 0.5,
        stroke: k(ctx, '#5a6a8a'),
        'stroke-width': 5 * s,
      }) +
      circle(x + 8 * s, y - 52 * s, 5 * s, '#ffffff', { opacity: 0.8 }),
  },
  campfire: {
    place: 'ground',
    width: 70,
    draw: (ctx, x, y, s) =>
      glow(ctx, x, y - 30 * s, ctx.time === 'day' ? 50 * s : 130 * s, '#ffb347', ctx.time === 'day' ? 0.35 : 0.55) +
      group(rect(x - 34 * s, y - 12 * s, 68 * s, 12 * s, k(ctx, '#8a5a3c'), { rx: 6 * s }), {
        transform: `rotate(12 ${x} ${y - 6 * s})`,
      }) +
      group(rect(x - 34 * s, y - 12 * s, 68 * s, 12 * s, k(ctx, '#7a4a2c'), { rx: 6 * s }), {
        transform: `rotate(-12 ${x} ${y - 6 * s})`,
      }) +
      path(
        d`M${x - 22 * s} ${y - 10 * s}Q${x - 28 * s} ${y - 40 * s} ${x - 6 * s} ${y - 64 * s}Q${x - 8 * s} ${y - 40 * s} ${x + 4 * s} ${y - 36 * s}Q${x + 6 * s} ${y - 60 * s} ${x + 18 * s} ${y - 72 * s}Q${x + 30 * s} ${y - 40 * s} ${x + 22 * s} ${y - 10 * s}Z`,
        '#ff8a3c',
      ) +
      path(
        d`M${x - 12 * s} ${y - 10 * s}Q${x - 14 * s} ${y - 30 * s} ${x} ${y - 44 * s}Q${x + 2 * s} ${y - 30 * s} ${x + 8 * s} ${y - 28 * s}Q${x + 14 * s} ${y - 20 * s} ${x + 12 * s} ${y - 10 * s}Z`,
        '#ffd54a',
      ),
  },
  tent: {
    place: 'ground',
    width: 140,
    draw: (ctx, x, y, s) =>
      path(
        d`M${x - 70 * s} ${y}L${x} ${y - 100 * s}L${x + 70 * s} ${y}Z`,
        k(ctx, '#f39a36'),
        outline(k(ctx, '#f39a36')),
      ) +
      path(d`M${x} ${y - 100 * s}L${x + 70 * s} ${y}L${x + 30 * s} ${y}Z`, k(ctx, shade('#f39a36', 0.15))) +
      path(
        d`M${x - 22 * s} ${y}L${x} ${y - 60 * s}L${x + 22 * s} ${y}Z`,
        ctx.time === 'day' ? k(ctx, '#6b3a2a') : '#ffd772',
      ) +
      stroke(d`M${x} ${y - 100 * s}L${x} ${y - 116 * s}`, k(ctx, '#7a5a40'), 3 * s) +
      path(d`M${x} ${y - 116 * s}L${x + 18 * s} ${y - 110 * s}L${x} ${y - 104 * s}Z`, k(ctx, '#e4564f')),
  },
  drum: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) =>
      rect(x - 30 * s, y - 44 * s, 60 * s, 42 * s, k(ctx, '#e4564f'), { rx: 4 * s, ...outline(k(ctx, '#e4564f')) }) +
      stroke(
        d`M${x - 30 * s} ${y - 40 * s}L${x - 10 * s} ${y - 6 * s}L${x + 10 * s} ${y - 40 * s}L${x + 30 * s} ${y - 6 * s}`,
        k(ctx, '#f6c843'),
        2.5 * s,
      ) +
      ellipse(x, y - 44 * s, 30 * s, 9 * s, k(ctx, '#fbf6ea'), outline(k(ctx, '#e0d8c8'))) +
      stroke(
        d`M${x - 10 * s} ${y - 60 * s}L${x + 18 * s} ${y - 80 * s}M${x + 10 * s} ${y - 60 * s}L${x + 32 * s} ${y - 70 * s}`,
        k(ctx, '#c98f6a'),
        3 * s,
      ),
  },
  guitar: {
    place: 'ground',
    width: 50,
    draw: (ctx, x, y, s) =>
      group(
        rect(x - 3 * s, y - 110 * s, 6 * s, 60 * s, k(ctx, '#7a4a2c')) +
          rect(x - 6 * s, y - 122 * s, 12 * s, 16 * s, k(ctx, '#5a3a28'), { rx: 3 * s }) +
          circle(x, y - 24 * s, 22 * s, k(ctx, '#f39a36'), outline(k(ctx, '#f39a36'))) +
          circle(x, y - 54 * s, 16 * s, k(ctx, '#f39a36'), outline(k(ctx, '#f39a36'))) +
          circle(x, y - 36 * s, 6 * s, k(ctx, '#5a3a28')) +
          stroke(
            d`M${x - 2 * s} ${y - 108 * s}L${x - 2 * s} ${y - 14 * s}M${x + 2 * s} ${y - 108 * s}L${x + 2 * s} ${y - 14 * s}`,
            '#fff6d8',
            0.8,
          ),
        { transform: `rotate(14 ${x} ${y})` },
      ),
  },
  egg: {
    place: 'ground',
    width: 60,
    draw: (ctx, x, y, s) =>
      ellipse(x, y - 6 * s, 36 * s, 10 * s, k(ctx, '#b5915f')) +
      path(
        d`M${x - 22 * s} ${y - 8 * s}Q${x - 24 * s} ${y - 66 * s} ${x} ${y - 66 * s}Q${x + 24 * s} ${y - 66 * s} ${x + 22 * s} ${y - 8 * s}Z`,
        k(ctx, '#fbf3dc'),
        outline(k(ctx, '#e8dcc0')),
      ) +
      circle(x - 8 * s, y - 40 * s, 5 * s, k(ctx, '#9ad07c')) +
      circle(x + 8 * s, y - 24 * s, 6 * s, k(ctx, '#9ad07c')) +
      circle(x + 6 * s, y - 50 * s, 3.5 * s, k(ctx, '#9ad07c')) +
      stroke(
        d`M${x - 40 * s} ${y - 8 * s}Q${x - 30 * s} ${y - 22 * s} ${x - 18 * s} ${y - 10 * s}M${x + 40 * s} ${y - 8 * s}Q${x + 30 * s} ${y - 22 * s} ${x + 18 * s} ${y - 10 * s}`,
        k(ctx, '#a07a48'),
        3 * s,
      ),
  },
  umbrella: {
    place: 'ground',
    width: 90,
    draw: (ctx, x, y, s) =>
      stroke(d`M${x} ${y}L${x} ${y - 90 * s}`, k(ctx, '#5a4a5e'), 3 * s) +
      path(
        d`M${x - 50 * s} ${y - 86 * s}Q${x - 50 * s} ${y - 130 * s} ${x} ${y - 132 * s}Q${x + 50 * s} ${y - 130 * s} ${x + 50 * s} ${y - 86 * s}Q${x + 33 * s} ${y - 96 * s} ${x + 17 * s} ${y - 86 * s}Q${x} ${y - 96 * s} ${x - 17 * s} ${y - 86 * s}Q${x - 33 * s} ${y - 96 * s} ${x - 50 * s} ${y - 86 * s}Z`,
        k(ctx, '#e4564f'),
        outline(k(ctx, '#e4564f')),
      ) +
      path(
        d`M${x - 17 * s} ${y - 86 * s}Q${x - 16 * s} ${y - 124 * s} ${x} ${y - 132 * s}Q${x + 16 * s} ${y - 124 * s} ${x + 17 * s} ${y - 86 * s}Q${x} ${y - 96 * s} ${x - 17 * s} ${y - 86 * s}Z`,
        k(ctx, '#ffffff'),
      ),
  },
  blocks: {
    place: 'ground',
    width: 70,
    draw: (ctx, x, y, s) =>
      rect(x - 34 * s, y - 26 * s, 26 * s, 26 * s, k(ctx, '#e4564f'), { rx: 4 * s, ...outline(k(ctx, '#e4564f')) }) +
      rect(x - 6 * s, y - 26 * s, 26 * s, 26 * s, k(ctx, '#3f6fd0'), { rx: 4 * s, ...outline(k(ctx, '#3f6fd0')) }) +
      rect(x - 20 * s, y - 52 * s, 26 * s, 26 * s, k(ctx, '#f6c843'), { rx: 4 * s, ...outline(k(ctx, '#f6c843')) }) +
      starShape(x - 7 * s, y - 39 * s, 7 * s, '#ffffff') +
      circle(x - 21 * s, y - 13 * s, 6 * s, '#ffffff') +
      path(d`M${x + 7 * s} ${y - 20 * s}L${x + 14 * s} ${y - 6 * s}L${x} ${y - 6 * s}Z`, '#ffffff'),
  },
  sandcastle: {
    place: 'ground',
    width: 80,
    draw: (ctx, x, y, s) =>
      rect(x - 38 * s, y - 34 * s, 76 * s, 34 * s, k(ctx, '#f0cf8a'), { rx: 4 * s }) +
      rect(x - 38 * s, y - 56 * s, 20 * s, 24 * s, k(ctx, '#e8c47a')) +
      rect(x + 18 * s, y - 56 * s, 20 * s, 24 * s, k(ctx, '#e8c47a')) +
      rect(x - 12 * s, y - 66 * s, 24 * s, 34 * s, k(ctx, '#f0cf8a')) +
      path(
        d`M${x - 8 * s} ${y}L${x - 8 * s} ${y - 14 * s}Q${x} ${y - 22 * s} ${x + 8 * s} ${y - 14 * s}L${x + 8 * s} ${y}Z`,
        k(ctx, '#c9a060'),
      ) +
      stroke(d`M${x} ${y - 66 * s}L${x} ${y - 84 * s}`, k(ctx, '#7a5a40'), 2 * s) +
      path(d`M${x} ${y - 84 * s}L${x + 14 * s} ${y - 79 * s}L${x} ${y - 74 * s}Z`, k(ctx, '#e4564f')),
  },
  car: {
    place: 'ground',
    width: 140,
    draw: (ctx, x, y, s, rng) =>
      VEHICLES.car(ctx, x, y, s * 0.9, rng.chance(0.5), -1, rng.pick(['#e4564f', '#3f6fd0', '#f6c843', '#58b05a'])),
  },
  fire_truck: {
    place: 'ground',
    width: 230,
    draw: (ctx, x, y, s) => VEHICLES.fire_truck(ctx, x, y, s * 0.75, false, -1),
  },
  bus: { place: 'ground', width: 240, draw: (ctx, x, y, s) => VEHICLES.bus(ctx, x, y, s * 0.7, false, -1) },
  digger: { place: 'ground', width: 230, draw: (ctx, x, y, s) => VEHICLES.digger(ctx, x, y, s * 0.7, false, -1) },
  rocket: { place: 'ground', width: 100, draw: (ctx, x, y, s) => VEHICLES.rocket(ctx, x, y, s * 0.8, false, -1) },
  boat: { place: 'ground', width: 120, draw: (ctx, x, y, s) => VEHICLES.ship(ctx, x, y, s * 0.35, false, -1) },
  cat: { place: 'ground', width: 50, draw: (ctx, x, y, s, rng) => CREATURES.cat(ctx, x, y, s, rng.chance(0.5)) },
  dog: { place: 'ground', width: 50, draw: (ctx, x, y, s, rng) => CREATURES.dog(ctx, x, y, s, rng.chance(0.5)) },
  rabbit: { place: 'ground', width: 50, draw: (ctx, x, y, s, rng) => CREATURES.rabbit(ctx, x, y, s, rng.chance(0.5)) },
  fox: { place: 'ground', width: 70, draw: (ctx, x, y, s, rng) => CREATURES.fox(ctx, x, y, s, rng.chance(0.5)) },
  owl: { place: 'ground', width: 50, draw: (ctx, x, y, s) => CREATURES.owl(ctx, x, y, s) },
  sheep: { place: 'ground', width: 80, draw: (ctx, x, y, s, rng) => CREATURES.sheep(ctx, x, y, s, rng.chance(0.5)) },
  hen: { place: 'ground', width: 50, draw: (ctx, x, y, s, rng) => CREATURES.hen(ctx, x, y, s, rng.chance(0.5)) },
  fish: {
    place: 'air',
    width: 60,
    draw: (ctx, x, y, s) =>
      CREATURES.fish(ctx, x, y, s * 1.2) + CREATURES.fish(ctx, x + 40 * s, y + 30 * s, s * 0.8, true),
  },
  unicorn: {
    place: 'ground',
    width: 160,
    draw: (ctx, x, y, s, rng) => CREATURES.unicorn(ctx, x, y, s * 0.7, rng.chance(0.5)),
  },
  dinosaur: {
    place: 'ground',
    width: 200,
    draw: (ctx, x, y, s, rng) => CREATURES.dinosaur(ctx, x, y, s * 0.6, rng.chance(0.5)),
  },
  robot: { place: 'ground', width: 90, draw: (ctx, x, y, s) => CREATURES.robot(ctx, x, y, s * 0.8) },
  dragon: {
    place: 'ground',
    width: 130,
    draw: (ctx, x, y, s, rng) => CREATURES.dragon(ctx, x, y, s * 0.8, rng.chance(0.5)),
  },
  giraffe: { place: 'ground', width: 100, draw: (ctx, x, y, s) => CREATURES.giraffe(ctx, x, y, s * 0.8) },
};

export type PropKey = keyof typeof PROPS;
export const PROP_KEYS = Object.keys(PROPS) as readonly PropKey[];
