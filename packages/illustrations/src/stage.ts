import type { Costume } from './figures.js';
import type { DrawContext } from './palette.js';
import type { Rng } from './random.js';

/** Where the heroes stand, so the scenery can keep its centrepiece clear of them. */
export interface Stage {
  /** The heroes' feet. */
  floorY: number;
  left: number;
  right: number;
  centre: number;
  count: number;
  /** Where the setting's centrepiece goes: the side the heroes leave free (or the middle, high). */
  focusX: number;
  /** Every hero is asleep: where their beds go, the top of the highest row (absent otherwise). */
  sleepingTop?: number;
  rng: Rng;
}

export interface Painted {
  /** Behind the heroes. */
  back: string;
  /** In front of them (foreground leaves, falling snow...): must not hide their faces. */
  front?: string;
}

export interface SettingDef {
  indoor: boolean;
  /** Snow everywhere (whatever the theme). */
  winter?: boolean;
  /** The heroes' feet; 545 unless told. */
  floorY?: number;
  /** What the heroes wear here (a space helmet on the moon, a chef's hat at the bakery...). */
  costume?: Costume;
  /** Companions already in the picture: the theme does not add them again. */
  signature?: readonly string[];
  draw(ctx: DrawContext, stage: Stage): Painted;
}

export const DEFAULT_FLOOR = 545;
