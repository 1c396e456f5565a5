import type { StoryTheme } from '@pourquoi/shared';
import { mix } from './color.js';
import type { Rng } from './random.js';
import type { Defs } from './svg.js';

export type TimeOfDay = 'day' | 'dusk' | 'night';
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['day', 'dusk', 'night'];

export interface TimePalette {
  time: TimeOfDay;
  /** Sky from top to horizon. */
  sky: readonly [string, string, string];
  /** What far things fade into. */
  haze: string;
  /** Colour laid over the scenery and how much (0 by day). */
  tint: string;
  tintAmount: number;
  /** The same for rooms, lit by lamps at night. */
  indoorTintAmount: number;
  cloud: string;
  /** Light behind windows and in lamps. */
  light: string;
  starOpacity: number;
}

export const PALETTES: Record<TimeOfDay, TimePalette> = {
  day: {
    time: 'day',
    sky: ['#5cb4ec', '#9dd5f4', '#e6f5fb'],
    haze: '#d3eaf6',
    tint: '#ffffff',
    tintAmount: 0,
    indoorTintAmount: 0,
    cloud: '#ffffff',
    light: '#fff3c4',
    starOpacity: 0,
  },
  dusk: {
    time: 'dusk',
    sky: ['#4a4796', '#c274a5', '#ffc182'],
    haze: '#f0ae9c',
    tint: '#d9746a',
    tintAmount: 0.2,
    indoorTintAmount: 0.12,
    cloud: '#ffc2b4',
    light: '#ffd98a',
    starOpacity: 0.55,
  },
  night: {
    time: 'night',
    sky: ['#0b1440', '#1a2b66', '#34498f'],
    haze: '#2f4180',
    tint: '#131c4c',
    tintAmount: 0.56,
    indoorTintAmount: 0.3,
    cloud: '#4a5c9c',
    light: '#ffd772',
    starOpacity: 1,
  },
};

const DAY_HAZE = '#cfe6f4';

/** Everything a scenery painter needs: the hour's colours, gradients, a seeded generator. */
export interface DrawContext {
  readonly theme: StoryTheme;
  readonly time: TimeOfDay;
  readonly pal: TimePalette;
  readonly defs: Defs;
  readonly rng: Rng;
  /** Snow on the ground and on the trees (Christmas). */
  readonly winter: boolean;
  /** The current scene is a room: night tint is softer (lamps are on). */
  readonly indoor: boolean;
  /**
   * A scenery colour at this hour; `depth` 0 is near, 3 is far away (faded into the haze), and
   * -1 is a character (an animal, a robot): only half tinted, so it stays bright at night.
   */
  c(hex: string, depth?: number): string;
}

export function createContext(options: {
  theme: StoryTheme;
  time: TimeOfDay;
  defs: Defs;
  rng: Rng;
  winter: boolean;
  indoor: boolean;
}): DrawContext {
  const pal = PALETTES[options.time];
  const amount = options.indoor ? pal.indoorTintAmount : pal.tintAmount;
  const cache = new Map<string, string>();
  return {
    ...options,
    pal,
    c(hex: string, depth = 0) {
      const key = `${hex}/${depth}`;
      let out = cache.get(key);
      if (out === undefined) {
        out = depth > 0 ? mix(hex, DAY_HAZE, Math.min(0.75, depth * 0.2)) : hex;
        const strength = depth < 0 ? amount * 0.45 : amount + depth * 0.04;
        if (strength > 0) out = mix(out, options.time === 'night' && depth > 0 ? pal.haze : pal.tint, strength);
        cache.set(key, out);
      }
      return out;
    },
  };
}
