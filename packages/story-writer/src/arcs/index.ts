import type { StoryType } from '@pourquoi/shared';
import type { Arc } from './arc.js';
import { adventureArc } from './adventure.js';
import { courageArc } from './courage.js';
import { discoverArc } from './discover.js';
import { dreamArc } from './dream.js';
import { imagineArc } from './imagine.js';
import { laughArc } from './laugh.js';
import { learnArc } from './learn.js';
import { sleepArc } from './sleep.js';

export const arcs: Record<StoryType, Arc> = {
  sleep: sleepArc,
  dream: dreamArc,
  adventure: adventureArc,
  learn: learnArc,
  laugh: laughArc,
  courage: courageArc,
  discover: discoverArc,
  imagine: imagineArc,
};

export { layout, type Arc, type BeatName } from './arc.js';
