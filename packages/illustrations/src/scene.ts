/**
 * One page of a story as an SVG picture (800×600, 4:3): the theme's setting at the hour of the
 * moment, its props, and the heroes in the foreground, drawn from their character sheets. The
 * same input always gives the same picture; unknown words never throw (see vocabulary.ts).
 */
import { type StoryTheme, storyThemeSchema } from '@pourquoi/shared';
import { SETTINGS, type SettingKey } from './backgrounds.js';
import { type CharacterSheet, normalizeCharacterSheet } from './character-sheet.js';
import { CREATURES } from './creatures.js';
import { fireflies, glow, H, shadow, snowfall, sparkle, W } from './elements.js';
import { type Costume, drawHero, drawSleepingHero, note, type Pose } from './figures.js';
import { createContext, type DrawContext, type TimeOfDay } from './palette.js';
import { PROPS, type PropKey } from './props.js';
import { hashString, Rng } from './random.js';
import { DEFAULT_FLOOR, type SettingDef, type Stage } from './stage.js';
import { Defs, group } from './svg.js';
import {
  type Companion,
  heroSetting,
  resolvePose,
  resolveProp,
  resolveSetting,
  resolveTime,
  THEME_SCENES,
} from './vocabulary.js';

export interface SceneMoment {
  /** A setting key (see SETTINGS and SETTING_ALIASES); unknown: the theme's own place. */
  setting: string;
  timeOfDay: TimeOfDay;
  /** An action word (see ACTION_POSES): it sets the heroes' pose. */
  action: string;
  /** Prop keys (see PROPS and PROP_ALIASES); unknown ones are left out. */
  props: string[];
}

export interface SceneInput {
  theme: StoryTheme;
  /** The moment of the story; a cover may leave it out (it only takes its hour). */
  moment?: SceneMoment;
  /** 0 to 6 heroes (more are left out). */
  heroes: CharacterSheet[];
  seed: number;
  /** All heroes together in the theme's own place, waving and cheering. */
  cover?: boolean;
}

const MAX_HEROES = 6;
const MAX_PROPS = 5;

interface Slot {
  sheet: CharacterSheet;
  x: number;
  y: number;
  scale: number;
  pose: Pose;
  mirror: boolean;
  reach?: { left?: number; right?: number };
}

const ageSize = (age: number) => 0.9 + (Math.max(2, Math.min(12, age)) - 2) * 0.022;

export function layoutHeroes(
  heroes: CharacterSheet[],
  poses: Pose[],
  floorY: number,
  rng: Rng,
): { slots: Slot[]; stage: Omit<Stage, 'rng'> } {
  const n = heroes.length;
  if (n === 0) {
    return {
      slots: [],
      stage: { floorY, left: 400, right: 400, centre: 400, count: 0, focusX: rng.chance(0.5) ? 250 : 550 },
    };
  }
  const sleeping = poses.every((pose) => pose === 'sleep');
  const holding = poses.every((pose) => pose === 'holdHands');
  const slots: Slot[] = [];
  if (sleeping) {
    const scale = [1.15, 1, 0.9, 0.8, 0.72, 0.66][n - 1] ?? 0.66;
    const rows = n <= 3 ? [n] : [Math.ceil(n / 2), Math.floor(n / 2)];
    let index = 0;
    rows.forEach((count, row) => {
      const rowScale = row === 0 && rows.length > 1 ? scale * 0.9 : scale;
      const spacing = 200 * rowScale;
      const y = rows.length > 1 && row === 0 ? floorY - 62 : floorY;
      const start = 400 - ((count - 1) * spacing) / 2 + (rows.length > 1 ? (row === 0 ? -40 : 40) : 0);
      for (let i = 0; i < count; i++, index++) {
        slots.push({
          sheet: heroes[index] as CharacterSheet,
          x: start + i * spacing,
          y,
          scale: rowScale,
          pose: 'sleep',
          mirror: false,
        });
      }
    });
    const xs = slots.map((slot) => slot.x);
    const left = Math.min(...xs) - 110 * scale;
    const right = Math.max(...xs) + 100 * scale;
    return {
      slots,
      stage: {
        floorY,
        left,
        right,
        centre: (left + right) / 2,
        count: n,
        focusX: n <= 2 ? (rng.chance(0.5) ? 160 : 640) : 400,
        sleepingTop: Math.min(...slots.map((slot) => slot.y)),
      },
    };
  }
  const base = [1.45, 1.3, 1.15, 1.02, 0.9, 0.8][n - 1] ?? 0.8;
  const spacing = base * (holding ? 92 : 118);
  let centre = 400;
  if (n <= 2) centre = 400 + (rng.chance(0.5) ? -1 : 1) * rng.range(80, 120);
  else if (n === 3) centre = 400 + (rng.chance(0.5) ? -1 : 1) * 50;
  const start = centre - ((n - 1) * spacing) / 2;
  for (let i = 0; i < n; i++) {
    const sheet = heroes[i] as CharacterSheet;
    const back = n >= 4 && !holding && i % 2 === 1;
    slots.push({
      sheet,
      x: start + i * spacing,
      y: floorY - (back ? 14 : 0),
      scale: base * ageSize(sheet.age) * (back ? 0.94 : 1),
      pose: poses[i] ?? 'stand',
      mirror: false,
    });
  }
  const left = start - 50 * base;
  const right = start + (n - 1) * spacing + 50 * base;
  const focusX = n >= 4 ? 400 : centre < 400 ? (n === 3 ? 650 : 610) : n === 3 ? 150 : 190;
  for (const [i, slot] of slots.entries()) {
    if (slot.pose === 'wave') slot.mirror = n > 1 && slot.x < centre;
    else if (['point', 'walk', 'fly', 'magic', 'fix', 'think'].includes(slot.pose))
      slot.mirror = n >= 4 ? slot.x > 400 : focusX < slot.x;
    if (slot.pose === 'holdHands') {
      const reach: { left?: number; right?: number } = {};
      const next = slots[i + 1];
      const previous = slots[i - 1];
      if (next) reach.right = Math.max(28, Math.min(52, (next.x - slot.x) / 2 / slot.scale));
      if (previous) reach.left = Math.max(28, Math.min(52, (slot.x - previous.x) / 2 / slot.scale));
      slot.reach = reach;
    }
  }
  return { slots, stage: { floorY, left, right, centre, count: n, focusX } };
}

function coverPoses(n: number, rng: Rng): Pose[] {
  if (n >= 2 && rng.chance(0.4)) return Array.from({ length: n }, () => 'holdHands' as const);
  const choices: Pose[] = ['wave', 'cheer', 'heroic', 'jump', 'wave', 'dance'];
  const offset = rng.int(0, choices.length - 1);
  return Array.from({ length: n }, (_, i) => choices[(offset + i) % choices.length] as Pose);
}

const COMPANION_SIZE: Record<Companion, number> = {
  dinosaur: 0.5,
  unicorn: 0.6,
  robot: 0.75,
  dragon: 0.65,
  rabbit: 0.95,
  cat: 0.95,
  dog: 0.95,
  owl: 0.95,
};
const COMPANION_WIDTH: Record<Companion, number> = {
  dinosaur: 150,
  unicorn: 130,
  robot: 90,
  dragon: 110,
  rabbit: 50,
  cat: 50,
  dog: 50,
  owl: 40,
};

/** Free spots beside the heroes for ground things, nearest first. */
function groundSpots(stage: Stage): number[] {
  const spots: number[] = [];
  for (const distance of [70, 170, 270]) {
    for (const x of [stage.right + distance, stage.left - distance]) if (x > 45 && x < W - 45) spots.push(x);
  }
  return spots;
}

function ambient(ctx: DrawContext, kind: string, settingKey: SettingKey, setting: SettingDef, rng: Rng): string {
  if (kind === 'snow' && !setting.indoor && settingKey !== 'snowy_village') return snowfall(rng, 50, 0.85);
  if (kind === 'sparkles') {
    let out = '';
    for (let i = 0; i < 14; i++)
      out += sparkle(rng.range(20, 780), rng.range(20, 330), rng.range(3, 8), '#fff4b0', 0.9);
    return out;
  }
  if (kind === 'notes' && settingKey !== 'stage') {
    let out = '';
    for (let i = 0; i < 4; i++)
      out += note(
        rng.range(60, 740),
        rng.range(80, 260),
        rng.range(1, 1.5),
        rng.pick(['#8d68d3', '#e4564f', '#3f6fd0', '#f39a36']),
      );
    return out;
  }
  if (kind === 'butterflies' && !setting.indoor) {
    if (ctx.time === 'night') return fireflies(rng, 10, 280, 520);
    return (
      CREATURES.butterfly(ctx, rng.range(100, 700), rng.range(260, 340), 1) +
      CREATURES.butterfly(ctx, rng.range(100, 700), rng.range(180, 300), 0.8, true)
    );
  }
  return '';
}

function normalizeMoment(moment: unknown): { setting: unknown; time: TimeOfDay; action: unknown; props: unknown[] } {
  const raw = typeof moment === 'object' && moment !== null ? (moment as Record<string, unknown>) : {};
  return {
    setting: raw.setting,
    time: resolveTime(raw.timeOfDay),
    action: raw.action,
    props: Array.isArray(raw.props) ? raw.props.slice(0, 12) : [],
  };
}

/** Draws a page (or the cover) of a story as an 800×600 SVG. */
export function drawScene(input: SceneInput): string {
  const theme: StoryTheme = storyThemeSchema.safeParse(input?.theme).success ? input.theme : 'surprise';
  const seed = typeof input?.seed === 'number' && Number.isFinite(input.seed) ? input.seed : 0;
  const rng = Rng.from(`scene:${seed}`);
  const heroes = (Array.isArray(input?.heroes) ? input.heroes : []).slice(0, MAX_HEROES).map(normalizeCharacterSheet);
  const moment = normalizeMoment(input?.moment);
  const cover = input?.cover === true;
  const scenes = THEME_SCENES[theme];

  const settingKey: SettingKey =
    (!cover && resolveSetting(moment.setting)) || heroSetting(theme, rng.fork('hero-setting'));
  const setting: SettingDef = SETTINGS[settingKey];
  const floorY = setting.floorY ?? DEFAULT_FLOOR;
  const poseRng = rng.fork('poses');
  const action = resolvePose(moment.action);
  const poses = cover ? coverPoses(heroes.length, poseRng) : heroes.map(() => action);
  const layout = layoutHeroes(heroes, poses, floorY, rng.fork('layout'));
  const stage: Stage = { ...layout.stage, rng: rng.fork(`setting:${settingKey}`) };

  const defs = new Defs(`p${hashString(`${seed}`).toString(36)}`);
  const ctx = createContext({
    theme,
    time: moment.time,
    defs,
    rng: rng.fork('sky'),
    winter: scenes.winter === true || setting.winter === true,
    indoor: setting.indoor,
  });

  const painted = setting.draw(ctx, stage);
  let back = painted.back;
  let middle = '';
  let front = '';

  // The theme's companion, if the place does not have it already.
  const spots = groundSpots(stage);
  const companion = scenes.companion;
  const companionFits =
    companion &&
    !(setting.signature ?? []).includes(companion) &&
    (!setting.indoor || ['cat', 'dog', 'robot', 'owl'].includes(companion));
  if (companion && companionFits) {
    const size = COMPANION_SIZE[companion];
    const width = COMPANION_WIDTH[companion] * size;
    const index = spots.findIndex((x) => x - width / 2 > 10 && x + width / 2 < W - 10);
    const x = index >= 0 ? (spots.splice(index, 1)[0] as number) : stage.focusX;
    const y = index >= 0 ? floorY + 6 : floorY - 70;
    const flip = x > stage.centre;
    const draw = CREATURES[companion];
    middle +=
      shadow(x, y, width * 0.45, 7 * size) +
      draw(ctx, x + (companion === 'dinosaur' ? (flip ? 30 : -30) : 0), y, size * (index >= 0 ? 1 : 0.8), flip);
  }

  // Props: the ones the moment asks for, each in its place.
  const propRng = rng.fork('props');
  const props: PropKey[] = [];
  for (const raw of moment.props) {
    const key = resolveProp(raw);
    if (!key || props.includes(key)) continue;
    // Rooms have no sky: the window already shows the moon or the sun.
    if (setting.indoor && PROPS[key]?.place === 'sky') continue;
    if (!setting.indoor && ((key === 'moon' && ctx.time === 'night') || (key === 'sun' && ctx.time === 'day')))
      continue;
    props.push(key);
    if (props.length >= MAX_PROPS) break;
  }
  const airSpots = [
    [stage.right + 50, floorY - 250],
    [stage.left - 50, floorY - 240],
    [stage.centre, 170],
    [stage.centre - 220, 150],
    [stage.centre + 220, 160],
  ].map(([x, y]) => [Math.max(50, Math.min(W - 50, x as number)), y as number] as const);
  const skySpots = rng.fork('sky-spots').shuffle([
    [150, 110],
    [400, 80],
    [650, 120],
    [280, 170],
    [540, 190],
  ] as const);
  for (const key of props) {
    const prop = PROPS[key];
    if (!prop) continue;
    if (prop.place === 'ground') {
      const index = spots.findIndex((x) => x - prop.width / 2 > 5 && x + prop.width / 2 < W - 5);
      if (index >= 0) {
        const x = spots.splice(index, 1)[0] as number;
        front += shadow(x, floorY + 14, prop.width * 0.42, 6) + prop.draw(ctx, x, floorY + 14, 1, propRng);
      } else {
        // No room beside the heroes: a little further back, between them.
        const x = stage.centre + propRng.range(-60, 60);
        middle += prop.draw(ctx, x, floorY - 75, 0.7, propRng);
      }
    } else if (prop.place === 'air') {
      const spot = airSpots.shift() ?? [propRng.range(80, 720), propRng.range(120, 260)];
      middle += prop.draw(ctx, spot[0], spot[1], 1, propRng);
    } else {
      const spot = skySpots.shift() ?? [propRng.range(80, 720), propRng.range(60, 160)];
      back += prop.draw(ctx, spot[0], spot[1], 0.9, propRng);
    }
  }

  // The heroes, back row first.
  const costume: Costume = setting.costume ?? scenes.costume;
  let heroesSvg = '';
  const ordered = [...layout.slots].sort((a, b) => a.y - b.y);
  if (ctx.time !== 'day' && ordered.length > 0) {
    heroesSvg += glow(
      ctx,
      stage.centre,
      floorY - 110,
      Math.max(220, (stage.right - stage.left) * 0.75),
      ctx.pal.light,
      ctx.time === 'night' ? 0.22 : 0.14,
    );
  }
  for (const slot of ordered) {
    const lifted = slot.pose === 'fly' || slot.pose === 'jump';
    if (slot.pose === 'sleep') {
      heroesSvg += shadow(slot.x, slot.y - 2, 100 * slot.scale, 10 * slot.scale, 0.16);
      heroesSvg += drawSleepingHero(slot.sheet, { x: slot.x, y: slot.y, scale: slot.scale }, defs);
      continue;
    }
    heroesSvg += shadow(
      slot.x,
      slot.y + 1,
      (lifted ? 24 : 34) * slot.scale,
      (lifted ? 5 : 7) * slot.scale,
      lifted ? 0.12 : 0.2,
    );
    heroesSvg += drawHero(
      slot.sheet,
      { x: slot.x, y: slot.y, scale: slot.scale, pose: slot.pose, mirror: slot.mirror, costume, reach: slot.reach },
      defs,
    );
  }

  let overlay = painted.front ?? '';
  overlay += ambient(ctx, scenes.ambient, settingKey, setting, rng.fork('ambient'));
  if (cover) {
    const sparkles = rng.fork('cover');
    for (let i = 0; i < 10; i++)
      overlay += sparkle(sparkles.range(20, 780), sparkles.range(20, 260), sparkles.range(4, 9), '#fff6c8', 0.9);
  }
  const vignette = defs.radial(
    [
      [0.55, '#2a1b3d', 0],
      [1, '#2a1b3d', ctx.time === 'night' ? 0.4 : 0.22],
    ],
    0.5,
    0.5,
    0.75,
  );
  const body =
    group(back, {}) +
    group(middle, {}) +
    group(heroesSvg, {}) +
    group(front, {}) +
    group(overlay, {}) +
    `<rect width="${W}" height="${H}" fill="${vignette}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs.toString()}${body}</svg>`;
}
