import type { ConcreteTheme, ThemeMaterial } from '../types.js';
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

/** Each theme's own world, for every type of story; 'surprise' draws one of them. */
export const themes: Record<ConcreteTheme, ThemeMaterial> = {
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

export const concreteThemes = Object.keys(themes) as ConcreteTheme[];
