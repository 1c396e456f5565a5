import type { ConcreteTheme, Line, ThemeMaterial } from '../types.js';
import { remarked, type RemarkKind } from '../variety.js';
import { animals } from './animals.js';
import { cars } from './cars.js';
import { christmas } from './christmas.js';
import { dinosaurs } from './dinosaurs.js';
import { fairyPrincesses } from './fairies.js';
import { family } from './family.js';
import { jobs } from './jobs.js';
import { knightsPrincesses } from './knights.js';
import { music } from './music.js';
import { nature } from './nature.js';
import { party } from './party.js';
import { pirates } from './pirates.js';
import { planes } from './planes.js';
import { robots } from './robots.js';
import { school } from './school.js';
import { space } from './space.js';
import { superheroes } from './superheroes.js';
import { unicorns } from './unicorns.js';

/** A run of sentences whose last one may take a remark of its kind, and the one before another. */
const runRemarked = (lines: Line[], first: RemarkKind, last: RemarkKind): Line[] =>
  lines.map((line, index) => remarked(line, index === lines.length - 1 ? last : first));

/**
 * A theme's material with its sentences of a kind now and then closed by a remark of that kind
 * (variety.ts): a trouble and its fix, a funny moment, a quest found, a step towards a fear, a
 * wonder, the way into a dream, a goodnight, what a visit shows, a try and what comes of it, the
 * party. Each is said in most stories of its theme or type: the remarks multiply their forms.
 */
function remarkedTheme(theme: ThemeMaterial): ThemeMaterial {
  return {
    ...theme,
    troubles: theme.troubles.map((trouble) => ({
      ...trouble,
      happen: runRemarked(trouble.happen, 'surprise', 'worry'),
      fix: runRemarked(trouble.fix, 'deed', 'relief'),
    })),
    funny: theme.funny.map((lines) => runRemarked(lines, 'surprise', 'laugh')),
    quests: theme.quests.map((quest) => ({ ...quest, found: runRemarked(quest.found, 'surprise', 'relief') })),
    fears: theme.fears.map((fear) => ({
      ...fear,
      approach: fear.approach.map((line) => remarked(line, 'deed')),
      face: fear.face.map((line) => remarked(line, 'deed')),
    })),
    portal: theme.portal.map((line) => remarked(line, 'wonder')),
    wonders: theme.wonders.map((line) => remarked(line, 'wonder')),
    calm: theme.calm.map((night) => ({ ...night, line: remarked(night.line, 'night') })),
    visit: {
      ...theme.visit,
      sights: theme.visit.sights.map((line) => remarked(line, 'learnt')),
      // What the heroes try comes in pairs: what they do, then what comes of it.
      tryIt: theme.visit.tryIt.map((line, index) => remarked(line, index % 2 === 1 ? 'pride' : 'deed')),
    },
    party: theme.party.map((line) => remarked(line, 'party')),
  };
}

const material: Record<ConcreteTheme, ThemeMaterial> = {
  party,
  school,
  cars,
  planes,
  knights_princesses: knightsPrincesses,
  fairy_princesses: fairyPrincesses,
  animals,
  dinosaurs,
  family,
  unicorns,
  space,
  superheroes,
  music,
  robots,
  nature,
  pirates,
  christmas,
  jobs,
};

/** Each theme's own world, for every type of story; 'surprise' draws one of them. */
export const themes = Object.fromEntries(
  Object.entries(material).map(([id, theme]) => [id, remarkedTheme(theme)]),
) as Record<ConcreteTheme, ThemeMaterial>;

export const concreteThemes = Object.keys(themes) as ConcreteTheme[];
