/**
 * The heroes: round-headed, smiling children drawn from their character sheet. A figure is
 * drawn in its own units (feet at 0,0, head centre at 0,-112, about 150 tall) and placed with a
 * transform. Every colour of the sheet is used as it is, whatever the hour, so a hero keeps the
 * same look on every page.
 */
import { type CharacterSheet, normalizeCharacterSheet } from './character-sheet.js';
import { lighten, luminance, mix, shade } from './color.js';
import { sparkle, starShape } from './elements.js';
import { hashString } from './random.js';
import { circle, d, type Defs, ellipse, group, path, rect, stroke, transform } from './svg.js';

export const POSES = [
  'stand',
  'wave',
  'cheer',
  'jump',
  'dance',
  'point',
  'walk',
  'holdHands',
  'fly',
  'read',
  'sing',
  'think',
  'magic',
  'fix',
  'laugh',
  'heroic',
  'sleep',
] as const;
export type Pose = (typeof POSES)[number];

export const COSTUMES = [
  'none',
  'crown',
  'pirate_hat',
  'cape',
  'space_helmet',
  'wings',
  'santa_hat',
  'party_hat',
  'chef_hat',
  'fire_helmet',
  'hard_hat',
] as const;
export type Costume = (typeof COSTUMES)[number];

const HAT_COSTUMES: readonly Costume[] = [
  'crown',
  'pirate_hat',
  'santa_hat',
  'party_hat',
  'chef_hat',
  'fire_helmet',
  'hard_hat',
];

export interface HeroPlacement {
  x: number;
  y: number;
  scale: number;
  pose: Pose;
  /** Mirror the pose (point or wave to the left); the look itself is not mirrored. */
  mirror?: boolean;
  costume?: Costume;
  /** For holdHands: how far (in figure units) each hand reaches to meet a neighbour's. */
  reach?: { left?: number; right?: number };
}

type Vec = readonly [number, number];
/** An arm: elbow and hand, relative to the shoulder, for the arm on the picture's right. */
type ArmSpec = readonly [ex: number, ey: number, hx: number, hy: number];

const ARMS = {
  down: [5, 18, 8, 34],
  wave: [22, -8, 30, -34],
  up: [16, -20, 30, -44],
  hip: [17, 12, 9, 29],
  point: [20, -6, 42, -16],
  forward: [6, 18, -4, 26],
  chin: [13, 16, -7, -6],
  out: [16, 10, 30, 18],
  swingFront: [2, 18, -4, 32],
  swingBack: [9, 16, 16, 30],
  belly: [9, 18, -5, 30],
  flyUp: [10, -22, 12, -46],
  hold: [18, 6, 30, -8],
} as const satisfies Record<string, ArmSpec>;

type Eyes = 'open' | 'happy' | 'closed';
type Mouth = 'smile' | 'open' | 'o' | 'grin';
type Legs = 'stand' | 'walk' | 'tuck' | 'together' | 'kick';
type Held = 'none' | 'book' | 'wand' | 'wrench' | 'notes';

interface PoseSpec {
  right: ArmSpec;
  left: ArmSpec;
  eyes: Eyes;
  mouth: Mouth;
  legs: Legs;
  lift: number;
  tilt: number;
  look: Vec;
  held: Held;
}

const base: PoseSpec = {
  right: ARMS.down,
  left: ARMS.down,
  eyes: 'open',
  mouth: 'smile',
  legs: 'stand',
  lift: 0,
  tilt: 0,
  look: [0, 0],
  held: 'none',
};

const POSE_SPECS: Record<Exclude<Pose, 'sleep'>, PoseSpec> = {
  stand: base,
  wave: { ...base, right: ARMS.wave, mouth: 'grin', tilt: -4 },
  cheer: { ...base, right: ARMS.up, left: ARMS.up, eyes: 'happy', mouth: 'open' },
  jump: { ...base, right: ARMS.up, left: ARMS.up, eyes: 'happy', mouth: 'open', legs: 'tuck', lift: 22 },
  dance: { ...base, right: ARMS.up, left: ARMS.hip, eyes: 'happy', mouth: 'grin', legs: 'kick', tilt: 7 },
  point: { ...base, right: ARMS.point, mouth: 'o', look: [1.6, -1.2], tilt: -3 },
  walk: { ...base, right: ARMS.swingFront, left: ARMS.swingBack, legs: 'walk', look: [1, 0] },
  holdHands: { ...base, right: ARMS.out, left: ARMS.out, mouth: 'grin' },
  fly: {
    ...base,
    right: ARMS.flyUp,
    left: ARMS.out,
    legs: 'together',
    lift: 60,
    mouth: 'grin',
    tilt: -6,
    look: [1.2, -1],
  },
  read: { ...base, right: ARMS.forward, left: ARMS.forward, look: [0, 1.6], held: 'book', tilt: 4 },
  sing: { ...base, right: ARMS.out, left: ARMS.out, mouth: 'o', eyes: 'happy', held: 'notes', tilt: -5 },
  think: { ...base, right: ARMS.chin, look: [1.2, -1.8], tilt: 6 },
  magic: { ...base, right: ARMS.up, mouth: 'grin', held: 'wand', look: [1.2, -1.6] },
  fix: { ...base, right: ARMS.hold, left: ARMS.down, held: 'wrench', look: [1.2, 0] },
  laugh: { ...base, right: ARMS.belly, left: ARMS.belly, eyes: 'happy', mouth: 'open', tilt: -5 },
  heroic: { ...base, right: ARMS.hip, left: ARMS.hip, mouth: 'grin' },
};

const SHOULDER_X = 17;
const SHOULDER_Y = -77;
const HEAD_Y = -112;
const INK = '#2a1f2d';

interface Look {
  sheet: CharacterSheet;
  skin: string;
  skinLine: string;
  hair: string;
  hairLine: string;
  defs: Defs;
}

const line = (color: string, width = 1.6) => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linejoin': 'round' as const,
});

/** Light from the top left, a little shade to the bottom right: volume without outlines. */
function volume(defs: Defs): string {
  return defs.linear(
    [
      [0, '#ffffff', 0.14],
      [0.5, '#ffffff', 0],
      [1, '#2a1b3d', 0.2],
    ],
    0,
    0,
    1,
    1,
  );
}

// ---------------------------------------------------------------------------------------------
// Hair

const curls = (points: readonly (readonly [number, number, number])[], fill: string, outline: string) =>
  points.map(([x, y, r]) => circle(x, y, r + 1.5, outline)).join('') +
  points.map(([x, y, r]) => circle(x, y, r, fill)).join('');

function ring(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  count: number,
  size: number,
): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const angle = ((from + ((to - from) * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    out.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius, size]);
  }
  return out;
}

function backHair(look: Look): string {
  const { sheet, hair, hairLine } = look;
  const curly = sheet.hair.texture === 'curly' || sheet.hair.texture === 'coily';
  const fill = hair;
  const edge = line(hairLine);
  switch (sheet.hair.style) {
    case 'long':
      if (curly) {
        const points = [
          ...ring(0, HEAD_Y, 38, 150, 390, 11, 11),
          ...[-96, -84, -72, -60, -50].flatMap((y) => [[-38, y, 11] as const, [38, y, 11] as const]),
          [-28, -46, 10] as const,
          [28, -46, 10] as const,
        ];
        return curls(points, fill, hairLine);
      }
      return path(
        d`M-36 ${HEAD_Y}C-46 -84 -46 -62 -38 -44Q-28 -36 -18 -46L18 -46Q28 -36 38 -44C46 -62 46 -84 36 ${HEAD_Y}Z`,
        fill,
        edge,
      );
    case 'bob':
      if (curly)
        return curls([...ring(0, HEAD_Y, 37, 140, 400, 12, 11), [-34, -86, 10], [34, -86, 10]], fill, hairLine);
      return path(
        d`M-38 -114C-44 -100 -44 -90 -40 -84Q-32 -78 -24 -84L24 -84Q32 -78 40 -84C44 -90 44 -100 38 -114Z`,
        fill,
        edge,
      );
    case 'curly':
      return curls([...ring(0, HEAD_Y - 2, 38, 130, 410, 13, 11), [-36, -92, 10], [36, -92, 10]], fill, hairLine);
    case 'afro':
      return curls([...ring(0, HEAD_Y - 10, 46, 0, 345, 24, 13), [0, HEAD_Y - 10, 46]], fill, hairLine);
    case 'ponytail': {
      const tie = circle(27, -139, 5, mix(sheet.accessory.hex, hair, 0.2), line(shade(sheet.accessory.hex, 0.3), 1.2));
      if (curly)
        return (
          curls(
            [
              [40, -134, 12],
              [50, -120, 13],
              [53, -104, 12],
              [49, -90, 11],
              [42, -80, 9],
            ],
            fill,
            hairLine,
          ) + tie
        );
      return path(d`M24 -140Q54 -146 56 -116Q58 -92 46 -74Q48 -100 30 -122Z`, fill, edge) + tie;
    }
    case 'pigtails': {
      const tieColor = mix(sheet.accessory.hex, hair, 0.2);
      let out = '';
      for (const side of [-1, 1]) {
        out += curly
          ? curls(
              [
                [side * 48, -118, 12],
                [side * 56, -104, 12],
                [side * 50, -92, 10],
              ],
              fill,
              hairLine,
            )
          : path(
              d`M${side * 30} -124Q${side * 62} -130 ${side * 62} -102Q${side * 62} -84 ${side * 52} -76Q${side * 52} -100 ${side * 32} -110Z`,
              fill,
              edge,
            );
        out += circle(side * 35, -119, 4.5, tieColor, line(shade(tieColor, 0.3), 1.2));
      }
      return out;
    }
    case 'braids': {
      let out = '';
      for (const side of [-1, 1]) {
        for (const [i, y] of [-98, -86, -74, -62].entries()) {
          out += ellipse(side * (31 + i * 0.8), y, 7.5 - i * 0.5, 7.5, fill, edge);
        }
        out += rect(side * 34 - 4, -56, 8, 4, sheet.accessory.hex, { rx: 2 });
        out += path(d`M${side * 34 - 4} -52Q${side * 34} -42 ${side * 34 + 4} -52Z`, fill, edge);
      }
      return out;
    }
    case 'bun':
      return (
        (curly
          ? curls([...ring(0, -150, 10, 0, 330, 8, 7), [0, -150, 10]], fill, hairLine)
          : circle(0, -150, 15, fill, edge)) + ellipse(0, -138, 10, 3.5, mix(sheet.accessory.hex, hair, 0.2))
      );
    default:
      return '';
  }
}

function frontHair(look: Look): string {
  const { sheet, hair, hairLine } = look;
  const curly = sheet.hair.texture === 'curly' || sheet.hair.texture === 'coily';
  const edge = line(hairLine);
  const shine = lighten(hair, 0.35);
  const cap = d`M-36.3 -104A37 37 0 1 1 36.3 -104`;
  let out = '';
  switch (sheet.hair.style) {
    case 'spiky': {
      let spikes = d`M-36 -100`;
      const n = 7;
      for (let i = 0; i <= n; i++) {
        const angle = Math.PI + (i / n) * Math.PI;
        const outer = i % 2 === 0 ? 40 : 47;
        spikes += d`L${Math.cos(angle) * outer} ${HEAD_Y + Math.sin(angle) * outer}`;
      }
      spikes += d`L36 -100L30 -114L24 -124L16 -118L8 -128L0 -120L-8 -128L-16 -119L-24 -126L-30 -114Z`;
      out += path(spikes, hair, edge);
      break;
    }
    case 'afro':
    case 'curly':
      out += curls([...ring(0, HEAD_Y - 2, 30, 190, 350, 9, 9.5), [-24, -124, 8], [24, -124, 8]], hair, hairLine);
      break;
    case 'bob':
    case 'pigtails':
      out += path(
        `${cap}L34 -112Q30 -118 32 -124Q26 -118 20 -124Q14 -117 7 -124Q0 -117 -7 -124Q-14 -117 -20 -124Q-26 -118 -32 -124Q-30 -118 -34 -112Z`,
        hair,
        edge,
      );
      break;
    case 'ponytail':
    case 'bun':
    case 'braids':
      out += path(`${cap}L34 -106Q28 -132 0 -134Q-28 -132 -34 -106Z`, hair, edge);
      out += stroke(d`M-6 -144Q-2 -138 0 -134`, hairLine, 1.4, { opacity: 0.6 });
      break;
    default:
      // short and long: a soft side-swept fringe.
      out += path(`${cap}L33 -100Q31 -124 16 -130Q0 -134 -12 -127Q-26 -118 -34 -98Z`, hair, edge);
      break;
  }
  if (curly && sheet.hair.style !== 'curly' && sheet.hair.style !== 'afro') {
    out += curls(ring(0, HEAD_Y, 36, 200, 340, 7, 6), hair, hairLine);
  }
  if (sheet.hair.style !== 'afro' && sheet.hair.style !== 'curly') {
    out += stroke(d`M-22 -136Q-12 -143 0 -144`, shine, 3, { opacity: 0.55 });
  } else {
    out += circle(-14, -136, 3.5, shine, { opacity: 0.45 }) + circle(-4, -140, 2.5, shine, { opacity: 0.45 });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Face and head

function eye(x: number, look: Look, eyes: Eyes, gaze: Vec): string {
  const y = -108;
  if (eyes === 'happy') return stroke(d`M${x - 5} ${y + 1}Q${x} ${y - 6} ${x + 5} ${y + 1}`, INK, 2.6);
  if (eyes === 'closed') {
    return (
      stroke(d`M${x - 5} ${y - 1}Q${x} ${y + 4} ${x + 5} ${y - 1}`, INK, 2.4) +
      stroke(d`M${x + (x > 0 ? 5 : -5)} ${y - 1}l${x > 0 ? 2.5 : -2.5} -2`, INK, 1.6)
    );
  }
  const [gx, gy] = gaze;
  return (
    ellipse(x + gx * 0.5, y + gy * 0.5, 5, 6.2, shade(look.sheet.eyes.hex, 0.15)) +
    ellipse(x + gx, y + gy + 0.6, 3.1, 3.9, '#1c1620') +
    circle(x + gx + 1.7, y + gy - 2.2, 1.8, '#ffffff') +
    circle(x + gx - 1.5, y + gy + 2.1, 0.8, '#ffffff', { opacity: 0.8 })
  );
}

function mouth(kind: Mouth): string {
  switch (kind) {
    case 'open':
      return (
        path(d`M-8 -95Q0 -94 8 -95Q7 -84 0 -84Q-7 -84 -8 -95Z`, '#8c3443') + ellipse(0, -87.5, 4.2, 2.4, '#f07a86')
      );
    case 'o':
      return ellipse(0, -92, 3.6, 4.4, '#8c3443');
    case 'grin':
      return (
        path(d`M-8 -95Q0 -93 8 -95Q6 -87 0 -87Q-6 -87 -8 -95Z`, '#8c3443') +
        path(d`M-6 -94.5Q0 -93.5 6 -94.5L5.5 -92.5Q0 -91.5 -5.5 -92.5Z`, '#ffffff')
      );
    default:
      return stroke(d`M-7 -94Q0 -88 7 -94`, '#8c3443', 2.4);
  }
}

function glasses(color: string): string {
  const frame = { fill: '#ffffff', 'fill-opacity': 0.18, stroke: color, 'stroke-width': 2.4 };
  return (
    circle(-12.5, -107.5, 8.5, '#ffffff', frame) +
    circle(12.5, -107.5, 8.5, '#ffffff', frame) +
    stroke(d`M-4 -108Q0 -111 4 -108`, color, 2.2) +
    stroke(d`M-21 -109L-31 -112M21 -109L31 -112`, color, 2)
  );
}

function head(look: Look, spec: Pick<PoseSpec, 'eyes' | 'mouth' | 'look'>, costume: Costume): string {
  const { sheet, skin, skinLine, defs } = look;
  const acc = sheet.accessory;
  const hatCostume = HAT_COSTUMES.includes(costume);
  let out = '';
  out += circle(-33, -108, 7.5, skin, line(skinLine, 1.4)) + circle(33, -108, 7.5, skin, line(skinLine, 1.4));
  out += circle(-33, -108, 3.5, skinLine, { opacity: 0.35 }) + circle(33, -108, 3.5, skinLine, { opacity: 0.35 });
  const skinFill = defs.radial(
    [
      [0, lighten(skin, 0.14)],
      [0.6, skin],
      [1, shade(skin, 0.08)],
    ],
    0.4,
    0.35,
    0.75,
  );
  out += circle(0, HEAD_Y, 34, skinFill, line(skinLine, 1.6));
  // Cheeks, a small nose, freckles.
  const cheek = luminance(skin) > 0.5 ? '#ff7d7d' : '#e0505e';
  out += ellipse(-21, -96, 6.5, 4.2, cheek, { opacity: 0.38 }) + ellipse(21, -96, 6.5, 4.2, cheek, { opacity: 0.38 });
  out += ellipse(0, -100, 2.6, 1.8, shade(skin, 0.3), { opacity: 0.55 });
  if (sheet.freckles) {
    for (const [fx, fy] of [
      [-24, -101],
      [-19, -103],
      [-21, -99.5],
      [24, -101],
      [19, -103],
      [21, -99.5],
    ] as const) {
      out += circle(fx, fy, 0.9, shade(skin, 0.4), { opacity: 0.7 });
    }
  }
  const eyes = spec.eyes;
  out += eye(-12.5, look, eyes, spec.look) + eye(12.5, look, eyes, spec.look);
  const brow = shade(look.hair, 0.2);
  const browLift = spec.look[1] < -1 ? -2 : 0;
  out += stroke(d`M-17 ${-120 + browLift}Q-12.5 ${-123 + browLift} -8 ${-120.5 + browLift}`, brow, 2.2, {
    opacity: 0.85,
  });
  out += stroke(d`M8 ${-120.5 + browLift}Q12.5 ${-123 + browLift} 17 ${-120 + browLift}`, brow, 2.2, { opacity: 0.85 });
  out += mouth(spec.mouth);
  out += frontHair(look);
  if (acc.kind === 'glasses') out += glasses(acc.hex);
  const accLine = line(shade(acc.hex, 0.3), 1.4);
  if (!hatCostume && costume !== 'space_helmet') {
    if (acc.kind === 'cap') {
      out += path(d`M-37 -118Q-36 -152 0 -152Q36 -152 37 -118Q0 -126 -37 -118Z`, acc.hex, accLine);
      out += path(d`M18 -122Q50 -126 60 -116Q44 -110 18 -116Z`, shade(acc.hex, 0.12), accLine);
      out += circle(0, -151, 3.5, shade(acc.hex, 0.15));
      out += stroke(d`M-14 -150Q-6 -132 -4 -122`, shade(acc.hex, 0.2), 1.4, { opacity: 0.6 });
    } else if (acc.kind === 'beanie') {
      out += path(d`M-37 -116Q-38 -158 0 -158Q38 -158 37 -116Z`, acc.hex, accLine);
      out += rect(-39, -126, 78, 13, shade(acc.hex, 0.12), { rx: 6.5, ...accLine });
      out += circle(0, -160, 8, lighten(acc.hex, 0.5), accLine);
    }
  }
  if (acc.kind === 'bow' && costume !== 'space_helmet') {
    out += path(d`M22 -138L8 -148Q4 -138 8 -128Z`, acc.hex, accLine);
    out += path(d`M22 -138L36 -148Q40 -138 36 -128Z`, acc.hex, accLine);
    out += circle(22, -138, 4.5, shade(acc.hex, 0.1), accLine);
  } else if (acc.kind === 'headband' && !hatCostume) {
    out += stroke(d`M-33 -116A34 34 0 0 1 33 -116`, acc.hex, 5);
    out += stroke(d`M-20 -136A34 34 0 0 1 2 -141.5`, lighten(acc.hex, 0.4), 1.6, { opacity: 0.7 });
  } else if (acc.kind === 'hairclip') {
    out += starShape(-22, -130, 6, acc.hex);
  }
  out += costumeHat(costume);
  return out;
}

function costumeHat(costume: Costume): string {
  switch (costume) {
    case 'crown':
      return (
        path(
          d`M-22 -140L-26 -164L-13 -152L0 -170L13 -152L26 -164L22 -140Q0 -134 -22 -140Z`,
          '#f7c948',
          line('#c98f1c', 1.6),
        ) +
        circle(0, -146, 3.4, '#e4564f') +
        circle(-13, -144, 2.6, '#3f7cc4') +
        circle(13, -144, 2.6, '#58b05a') +
        circle(0, -170, 3, '#fff2b0')
      );
    case 'pirate_hat':
      return (
        path(
          d`M-48 -128Q-40 -150 -28 -146Q-18 -172 0 -172Q18 -172 28 -146Q40 -150 48 -128Q0 -142 -48 -128Z`,
          '#34303f',
          line('#1f1b27', 1.6),
        ) +
        stroke(d`M-46 -130Q0 -143 46 -130`, '#f3c34a', 3) +
        circle(0, -154, 6, '#fbf6ea') +
        circle(-2.2, -155, 1.3, '#34303f') +
        circle(2.2, -155, 1.3, '#34303f')
      );
    case 'santa_hat':
      return (
        path(
          d`M-34 -130Q-30 -166 6 -170Q34 -172 52 -146Q36 -154 28 -148Q34 -140 34 -130Z`,
          '#e4564f',
          line('#b03a3a', 1.6),
        ) +
        rect(-38, -136, 76, 13, '#fbf8f2', { rx: 6.5 }) +
        circle(54, -142, 8, '#fbf8f2')
      );
    case 'party_hat':
      return group(
        path(d`M-16 -140L6 -188L24 -140Q4 -134 -16 -140Z`, '#8d68d3', line('#6a4aa8', 1.4)) +
          stroke(d`M-10 -152L17 -156M-3 -166L12 -169`, '#f6c843', 4) +
          circle(6, -190, 6, '#ff8ab4'),
        { transform: 'rotate(12 4 -140)' },
      );
    case 'chef_hat':
      return (
        rect(-26, -146, 52, 16, '#ffffff', { rx: 4, ...line('#d9d6e2', 1.4) }) +
        circle(-20, -160, 14, '#ffffff', line('#d9d6e2', 1.4)) +
        circle(20, -160, 14, '#ffffff', line('#d9d6e2', 1.4)) +
        circle(0, -168, 17, '#ffffff', line('#d9d6e2', 1.4)) +
        rect(-24, -152, 48, 10, '#ffffff')
      );
    case 'fire_helmet':
      return (
        path(d`M-36 -124Q-36 -160 0 -160Q36 -160 36 -124Z`, '#e4403b', line('#a92d2d', 1.6)) +
        path(d`M-46 -124Q0 -132 46 -124Q48 -116 40 -116Q0 -122 -40 -116Q-48 -116 -46 -124Z`, '#c93632') +
        path(d`M-8 -150L8 -150L6 -134L-6 -134Z`, '#f7c948') +
        stroke(d`M0 -160L0 -152`, '#a92d2d', 3)
      );
    case 'hard_hat':
      return (
        path(d`M-35 -124Q-35 -160 0 -160Q35 -160 35 -124Z`, '#f6c843', line('#c99a1e', 1.6)) +
        rect(-44, -128, 88, 8, '#f0b72e', { rx: 4 }) +
        rect(-5, -160, 10, 30, '#f0b72e', { rx: 3 })
      );
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Body

function arm(
  look: Look,
  side: 1 | -1,
  spec: ArmSpec,
  reach: number | undefined,
  longSleeves: boolean,
): { arm: string; hand: Vec } {
  const sx = side * SHOULDER_X;
  const sy = SHOULDER_Y;
  let elbow: Vec = [sx + side * spec[0], sy + spec[1]];
  let hand: Vec = [sx + side * spec[2], sy + spec[3]];
  if (reach !== undefined) {
    hand = [side * reach, -50];
    elbow = [(sx + hand[0]) / 2 + side * 2, (sy + hand[1]) / 2 + 6];
  }
  const top = look.sheet.top;
  const sleeve = top.kind === 'dress' && !longSleeves ? top.hex : top.hex;
  const armPath = d`M${sx} ${sy}Q${elbow[0]} ${elbow[1]} ${hand[0]} ${hand[1]}`;
  let out = stroke(armPath, look.skinLine, 12.6) + stroke(armPath, look.skin, 10);
  if (longSleeves) {
    // The sleeve stops just before the hand.
    const cuffX = hand[0] + (elbow[0] - hand[0]) * 0.28;
    const cuffY = hand[1] + (elbow[1] - hand[1]) * 0.28;
    const sleevePath = d`M${sx} ${sy}Q${elbow[0]} ${elbow[1]} ${cuffX} ${cuffY}`;
    out += stroke(sleevePath, shade(sleeve, 0.3), 14.2) + stroke(sleevePath, sleeve, 11.8);
  } else {
    const midX = (sx + elbow[0]) / 2;
    const midY = (sy + elbow[1]) / 2;
    out +=
      stroke(d`M${sx} ${sy}L${midX} ${midY}`, shade(sleeve, 0.3), 15.5) +
      stroke(d`M${sx} ${sy}L${midX} ${midY}`, sleeve, 13);
  }
  return { arm: out, hand };
}

function legs(look: Look, kind: Legs): string {
  const { sheet, skin, skinLine } = look;
  const bottom = sheet.bottom;
  const feet: [Vec, Vec] =
    kind === 'walk'
      ? [
          [-13, -4],
          [11, -9],
        ]
      : kind === 'tuck'
        ? [
            [-16, -8],
            [16, -8],
          ]
        : kind === 'together'
          ? [
              [-4, -6],
              [8, -12],
            ]
          : kind === 'kick'
            ? [
                [-10, -5],
                [20, -14],
              ]
            : [
                [-10, -5],
                [10, -5],
              ];
  const hips: [Vec, Vec] = [
    [-9, -40],
    [9, -40],
  ];
  let out = '';
  const clothLegs =
    bottom.kind === 'trousers' || bottom.kind === 'jeans' || bottom.kind === 'dungarees' || bottom.kind === 'leggings';
  const legColor = clothLegs ? bottom.hex : skin;
  const legLine = clothLegs ? shade(bottom.hex, 0.3) : skinLine;
  for (let i = 0; i < 2; i++) {
    const [hx, hy] = hips[i] as Vec;
    const [fx, fy] = feet[i] as Vec;
    const legPath = d`M${hx} ${hy}L${fx} ${fy - 4}`;
    out += stroke(legPath, legLine, 14.5) + stroke(legPath, legColor, 12);
    if (bottom.kind === 'shorts') {
      const kx = hx + (fx - hx) * 0.45;
      const ky = hy + (fy - hy) * 0.45;
      out +=
        stroke(d`M${hx} ${hy}L${kx} ${ky}`, shade(bottom.hex, 0.3), 17) +
        stroke(d`M${hx} ${hy}L${kx} ${ky}`, bottom.hex, 14.5);
    }
  }
  // Shoes.
  const shoes = sheet.shoes;
  for (let i = 0; i < 2; i++) {
    const [fx, fy] = feet[i] as Vec;
    const out_ = i === 0 ? -1 : 1;
    if (shoes.kind === 'boots') {
      out += rect(fx - 7.5, fy - 16, 15, 14, shoes.hex, { rx: 4, ...line(shade(shoes.hex, 0.3), 1.4) });
    }
    out += ellipse(fx + out_ * 3, fy - 3, 11, 6.5, shoes.hex, line(shade(shoes.hex, 0.3), 1.4));
    if (shoes.kind === 'sneakers') {
      out += path(
        d`M${fx + out_ * 3 - 10.5} ${fy - 2}Q${fx + out_ * 3} ${fy + 1} ${fx + out_ * 3 + 10.5} ${fy - 2}Q${fx + out_ * 3 + 9} ${fy + 3.5} ${fx + out_ * 3} ${fy + 3.5}Q${fx + out_ * 3 - 9} ${fy + 3.5} ${fx + out_ * 3 - 10.5} ${fy - 2}Z`,
        '#ffffff',
      );
    }
  }
  // Hips: trousers and shorts join under the top.
  if (bottom.kind !== 'skirt' && bottom.kind !== 'leggings') {
    out += rect(-21, -50, 42, 14, bottom.hex, { rx: 6, ...line(shade(bottom.hex, 0.3), 1.4) });
  }
  return out;
}

function bodyPath(kind: CharacterSheet['top']['kind']): string {
  if (kind === 'dress') return d`M-17 -84Q0 -88 17 -84Q23 -82 23 -75L36 -28Q0 -18 -36 -28L-23 -75Q-23 -82 -17 -84Z`;
  if (kind === 'raincoat') return d`M-17 -84Q0 -88 17 -84Q23 -82 23 -75L30 -32Q0 -26 -30 -32L-23 -75Q-23 -82 -17 -84Z`;
  return d`M-17 -84Q0 -88 17 -84Q23 -82 23 -75L25 -42Q25 -36 19 -36L-19 -36Q-25 -36 -25 -42L-23 -75Q-23 -82 -17 -84Z`;
}

function body(look: Look): string {
  const { sheet, defs } = look;
  const top = sheet.top;
  const outline = line(shade(top.hex, 0.3), 1.6);
  const shapePath = bodyPath(top.kind);
  let out = '';
  if (sheet.bottom.kind === 'skirt') {
    out += path(d`M-24 -48L24 -48L33 -26Q0 -20 -33 -26Z`, sheet.bottom.hex, line(shade(sheet.bottom.hex, 0.3), 1.4));
  }
  if (top.kind === 'hoodie') {
    out += path(d`M-24 -88Q0 -100 24 -88Q20 -80 0 -80Q-20 -80 -24 -88Z`, shade(top.hex, 0.12), outline);
  }
  out += path(shapePath, top.hex, outline);
  // Pattern, kept inside the garment.
  const hem = top.kind === 'dress' ? -30 : top.kind === 'raincoat' ? -34 : -40;
  const halfWidth = (y: number) =>
    23 + ((y + 75) / (hem + 75)) * (top.kind === 'dress' ? 12 : top.kind === 'raincoat' ? 6 : 1.5) - 1.5;
  if (top.pattern === 'stripes') {
    for (let y = -72; y < hem - 4; y += 10) {
      const w = halfWidth(y + 2.5);
      out += rect(-w, y, w * 2, 4.5, top.patternHex, { rx: 2, opacity: 0.9 });
    }
  } else if (top.pattern === 'dots') {
    for (let y = -70; y < hem - 2; y += 9) {
      const w = halfWidth(y) - 4;
      const odd = Math.round((y + 70) / 9) % 2;
      for (let x = -w + (odd ? 4.5 : 0); x <= w; x += 9) out += circle(x, y, 2.1, top.patternHex, { opacity: 0.9 });
    }
  } else if (top.pattern === 'star') {
    out += starShape(0, -60, 8.5, top.patternHex);
  } else if (top.pattern === 'heart') {
    out += path(d`M0 -52C-14 -60 -12 -72 -5 -71Q-1 -71 0 -66Q1 -71 5 -71C12 -72 14 -60 0 -52Z`, top.patternHex);
  }
  if (top.kind === 'sweater') {
    out += rect(-25, -44, 50, 7, shade(top.hex, 0.1), { rx: 3.5, ...outline });
  } else if (top.kind === 'raincoat') {
    out +=
      circle(0, -68, 2.2, shade(top.hex, 0.35)) +
      circle(0, -56, 2.2, shade(top.hex, 0.35)) +
      circle(0, -44, 2.2, shade(top.hex, 0.35));
    out += stroke(d`M0 -82L0 -34`, shade(top.hex, 0.2), 1.4, { opacity: 0.7 });
  } else if (top.kind === 'hoodie') {
    out += rect(-14, -58, 28, 14, shade(top.hex, 0.06), { rx: 5, ...outline });
    out += stroke(d`M-6 -80L-7 -68M6 -80L7 -68`, '#ffffff', 1.8);
  }
  if (sheet.bottom.kind === 'dungarees') {
    const b = sheet.bottom.hex;
    out += path(d`M-14 -72L14 -72L16 -46L-16 -46Z`, b, line(shade(b, 0.3), 1.4));
    out += stroke(d`M-14 -72L-18 -84M14 -72L18 -84`, b, 4);
    out += circle(-11, -69, 2, '#f7c948') + circle(11, -69, 2, '#f7c948');
    out += rect(-6, -64, 12, 8, shade(b, 0.1), { rx: 2 });
  }
  out += path(shapePath, volume(defs));
  return out;
}

function scarf(color: string): string {
  const edge = line(shade(color, 0.3), 1.4);
  return (
    rect(-21, -88, 42, 11, color, { rx: 5.5, ...edge }) +
    path(d`M6 -80L18 -80L20 -56L8 -58Z`, color, edge) +
    stroke(d`M10 -56L10 -52M14 -56L14 -52M18 -56L18 -52`, shade(color, 0.2), 1.6)
  );
}

function cape(color: string): string {
  return (
    path(d`M-18 -84Q-44 -40 -50 -6Q0 4 50 -6Q44 -40 18 -84Z`, color, line(shade(color, 0.3), 1.6)) +
    path(d`M-18 -84Q-40 -40 -44 -8Q-20 -2 0 -2Q-24 -40 -18 -84Z`, shade(color, 0.15), { opacity: 0.6 })
  );
}

function wings(): string {
  const upper = { 'fill-opacity': 0.85, stroke: '#ffffff', 'stroke-width': 2.4 };
  const lower = { 'fill-opacity': 0.85, stroke: '#ffffff', 'stroke-width': 2.2 };
  return (
    group(ellipse(-36, -94, 28, 17, '#b9e6ff', upper), { transform: 'rotate(-30 -36 -94)' }) +
    group(ellipse(36, -94, 28, 17, '#b9e6ff', upper), { transform: 'rotate(30 36 -94)' }) +
    group(ellipse(-30, -62, 19, 12, '#e8c9ff', lower), { transform: 'rotate(25 -30 -62)' }) +
    group(ellipse(30, -62, 19, 12, '#e8c9ff', lower), { transform: 'rotate(-25 30 -62)' }) +
    circle(-44, -100, 4, '#ffffff', { opacity: 0.8 }) +
    circle(44, -100, 4, '#ffffff', { opacity: 0.8 })
  );
}

/** Big enough for the hair: an afro or pigtails need a rounder bubble than short hair. */
const HELMET_RADIUS: Partial<Record<CharacterSheet['hair']['style'], number>> = {
  afro: 64,
  pigtails: 66,
  curly: 55,
  bun: 58,
  ponytail: 60,
};

function spaceHelmet(style: CharacterSheet['hair']['style']): string {
  const r = HELMET_RADIUS[style] ?? 50;
  const cy = -110 - (r - 50) * 0.4;
  const a = r - 4;
  return (
    circle(0, cy, r, '#e8f4ff', {
      'fill-opacity': 0.16,
      stroke: '#ffffff',
      'stroke-width': 3,
      'stroke-opacity': 0.9,
    }) +
    stroke(d`M${-a * 0.78} ${cy - a * 0.6}A${a} ${a} 0 0 1 ${-a * 0.17} ${cy - a * 0.98}`, '#ffffff', 5, {
      opacity: 0.7,
    }) +
    rect(-28, -70, 56, 9, '#d8dfee', { rx: 4.5, stroke: '#a9b3c8', 'stroke-width': 1.4 })
  );
}

function heldItem(held: Held, hand: Vec, otherHand: Vec): string {
  const [hx, hy] = hand;
  switch (held) {
    case 'book': {
      const cx = (hand[0] + otherHand[0]) / 2;
      const cy = (hand[1] + otherHand[1]) / 2 - 4;
      return (
        path(
          d`M${cx} ${cy + 2}L${cx - 22} ${cy - 2}L${cx - 22} ${cy - 26}L${cx} ${cy - 22}Z`,
          '#fbf6ea',
          line('#b05a4a', 2),
        ) +
        path(
          d`M${cx} ${cy + 2}L${cx + 22} ${cy - 2}L${cx + 22} ${cy - 26}L${cx} ${cy - 22}Z`,
          '#fbf6ea',
          line('#b05a4a', 2),
        ) +
        stroke(
          d`M${cx - 18} ${cy - 18}L${cx - 4} ${cy - 16}M${cx - 18} ${cy - 12}L${cx - 4} ${cy - 10}M${cx + 4} ${cy - 16}L${cx + 18} ${cy - 18}M${cx + 4} ${cy - 10}L${cx + 18} ${cy - 12}`,
          '#c9bfae',
          1.4,
        )
      );
    }
    case 'wand':
      return (
        stroke(d`M${hx} ${hy}L${hx + 10} ${hy - 24}`, '#8a5a3c', 3) +
        starShape(hx + 11, hy - 28, 8, '#f7d54a') +
        sparkle(hx + 24, hy - 40, 6, '#fff4b0') +
        sparkle(hx - 2, hy - 42, 4, '#fff4b0')
      );
    case 'wrench':
      return (
        stroke(d`M${hx} ${hy}L${hx + 6} ${hy - 20}`, '#9aa3ae', 4.5) +
        path(
          d`M${hx + 1} ${hy - 20}A8 8 0 1 1 ${hx + 13} ${hy - 22}L${hx + 9} ${hy - 24}L${hx + 5} ${hy - 22}Z`,
          '#9aa3ae',
        )
      );
    case 'notes':
      return note(44, -140, 1, '#8d68d3') + note(-52, -128, 0.8, '#e4564f');
    default:
      return '';
  }
}

export function note(x: number, y: number, s: number, color: string): string {
  return (
    ellipse(x, y, 5.5 * s, 4.2 * s, color, { transform: `rotate(-20 ${x} ${y})` }) +
    stroke(
      d`M${x + 5 * s} ${y - 1 * s}L${x + 5 * s} ${y - 22 * s}Q${x + 10 * s} ${y - 16 * s} ${x + 14 * s} ${y - 14 * s}`,
      color,
      2.4 * s,
    )
  );
}

function prepare(sheetInput: CharacterSheet, defs: Defs): Look {
  const sheet = normalizeCharacterSheet(sheetInput);
  return {
    sheet,
    skin: sheet.skin.hex,
    skinLine: shade(sheet.skin.hex, 0.28),
    hair: sheet.hair.hex,
    hairLine: shade(sheet.hair.hex, 0.35),
    defs,
  };
}

/** A colour for a hero's cape (or blanket), stable per hero and different from their top. */
export function heroAccent(sheet: CharacterSheet): string {
  const colors = ['#e4564f', '#3f6fd0', '#8d68d3', '#22a99b', '#f39a36', '#f28ab4'];
  const start = hashString(sheet.seed) % colors.length;
  for (let i = 0; i < colors.length; i++) {
    const color = colors[(start + i) % colors.length] as string;
    if (color !== sheet.top.hex) return color;
  }
  return '#e4564f';
}

/** A standing (or jumping, flying...) hero. */
export function drawHero(sheetInput: CharacterSheet, placement: HeroPlacement, defs: Defs): string {
  if (placement.pose === 'sleep') return drawSleepingHero(sheetInput, placement, defs);
  const look = prepare(sheetInput, defs);
  const spec = POSE_SPECS[placement.pose] ?? POSE_SPECS.stand;
  const mirror = placement.mirror === true;
  const rightSpec = mirror ? spec.left : spec.right;
  const leftSpec = mirror ? spec.right : spec.left;
  const gaze: Vec = mirror ? [-spec.look[0], spec.look[1]] : spec.look;
  const costume = placement.costume ?? 'none';
  const long = look.sheet.top.kind !== 't-shirt' && look.sheet.top.kind !== 'dress';

  let figure = '';
  if (costume === 'cape') figure += cape(heroAccent(look.sheet));
  if (costume === 'wings') figure += wings();
  const headGroup = (content: string) =>
    group(content, { transform: spec.tilt ? `rotate(${mirror ? -spec.tilt : spec.tilt} 0 -84)` : undefined });
  figure += headGroup(backHair(look));
  figure += legs(look, spec.legs);
  figure += body(look);
  if (look.sheet.accessory.kind === 'scarf') figure += scarf(look.sheet.accessory.hex);
  const right = arm(look, 1, rightSpec, placement.reach?.right, long);
  const left = arm(look, -1, leftSpec, placement.reach?.left, long);
  figure += right.arm + left.arm;
  figure += headGroup(head(look, { eyes: spec.eyes, mouth: spec.mouth, look: gaze }, costume));
  if (costume === 'space_helmet') figure += spaceHelmet(look.sheet.hair.style);
  const heldHand = mirror ? left.hand : right.hand;
  const other = mirror ? right.hand : left.hand;
  figure += heldItem(spec.held, heldHand, other);
  // Hands last, over what they hold.
  for (const [hx, hy] of [right.hand, left.hand]) figure += circle(hx, hy, 6.3, look.skin, line(look.skinLine, 1.4));
  return group(figure, {
    transform: transform(placement.x, placement.y - spec.lift * placement.scale, placement.scale),
  });
}

/** A hero asleep under their blanket, head on a pillow, eyes closed, with floating z's. */
export function drawSleepingHero(
  sheetInput: CharacterSheet,
  placement: Omit<HeroPlacement, 'pose'>,
  defs: Defs,
): string {
  const look = prepare(sheetInput, defs);
  const blanket = mix(heroAccent(look.sheet), '#ffffff', 0.25);
  let out = '';
  out += ellipse(-64, -26, 44, 20, '#fbf8f2', line('#d9d2e4', 1.6));
  // The head, tilted on the pillow.
  out += group(backHair(look) + head(look, { eyes: 'closed', mouth: 'smile', look: [0, 0] }, 'none'), {
    transform: 'translate(-62 -48) rotate(-14) scale(0.82) translate(0 112)',
  });
  out += path(
    d`M-40 -26Q-42 -60 -8 -62Q40 -66 72 -50Q92 -40 88 -8Q40 2 -40 -2Q-50 -10 -40 -26Z`,
    blanket,
    line(shade(blanket, 0.3), 1.8),
  );
  out += path(d`M-40 -30Q-42 -60 -8 -62Q-2 -62 2 -60Q-30 -54 -30 -28Z`, lighten(blanket, 0.35), { opacity: 0.8 });
  for (const [px, py] of [
    [10, -40],
    [40, -44],
    [64, -30],
    [26, -16],
    [56, -12],
  ] as const) {
    out += starShape(px, py, 5, lighten(blanket, 0.55));
  }
  out += path(d`M-41 -20Q20 -8 86 -16`, 'none', { stroke: shade(blanket, 0.15), 'stroke-width': 2, opacity: 0.5 });
  // Zzz, drawn as lines (no text in pictures).
  const z = (x: number, y: number, s: number) => {
    const zPath = d`M${x} ${y}L${x + 9 * s} ${y}L${x} ${y + 9 * s}L${x + 9 * s} ${y + 9 * s}`;
    return stroke(zPath, '#7d8fd6', 4.4 * s, { opacity: 0.8 }) + stroke(zPath, '#ffffff', 2.2 * s);
  };
  out += z(-30, -110, 1) + z(-12, -132, 1.3) + z(10, -160, 1.6);
  return group(out, { transform: transform(placement.x, placement.y, placement.scale) });
}
