import { a } from '../french.js';
import type { Line } from '../types.js';
import { slots } from '../variety.js';
import type { Step } from './arc.js';
import { arrival, page, travelStep, troubleStep, type Hour } from './common.js';

/**
 * Middle pages any story turns to once its own steps are told, so a long book
 * (product.md#d13-story-length: 20 minutes is some 2,300 words) goes on with the theme's world instead of saying a
 * sentence again: the next place at an even pace, small troubles and funny moments in a lively
 * story; wonders and the world going to sleep in a calm one.
 */

/** Reaching the next place in a calm story: no one runs. */
const quietArrival: Line = slots(
  [
    'Tout doucement,',
    'Sans faire de bruit,',
    'À petits pas,',
    'Sur la pointe des pieds,',
    'Peu à peu,',
    'Sans se presser,',
    'À pas de velours,',
    'Un peu plus tard,',
    'Tranquillement,',
    'En chuchotant,',
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('glisse', 'glissent')} jusqu’${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.byCount('arrive', 'arrivent')} ${c.place.at}`,
    (c) => `${c.heroesSubject} ${c.verb('s’avance', 's’avancent')} jusqu’${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.verb('se rend', 'se rendent')} ${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.verb('va', 'vont')} jusqu’${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.verb('parvient', 'parviennent')} ${a(c.place.the)}`,
  ],
  [
    '',
    ', le cœur tranquille',
    ', en chuchotant',
    ', en bâillant un peu',
    ', les yeux mi-clos',
    (c) => `, en retenant ${c.byCount('son', 'leur')} souffle`,
    ', sans un mot',
    ', le pas léger',
    ', en écoutant le silence',
    (c) => c.more(', comme on entre dans un rêve'),
    (c) => c.more(', pour ne réveiller personne'),
  ],
);

const funnyStep: Step = (c) => {
  const funny = c.funny.draw();
  return funny ? page({ lines: funny, must: funny.length, action: 'laugh', time: 'day', props: [] }) : null;
};

function wonderStep(hour: Hour): Step {
  return (c) => {
    const wonder = c.wonders.draw();
    return wonder ? page({ lines: [wonder], action: 'discover', time: hour(c), props: c.place.props }) : null;
  };
}

function nightfallStep(hour: Hour): Step {
  return (c) => {
    const night = c.calm.draw();
    return night ? page({ lines: [night.line], action: 'calm', time: hour(c), props: [night.prop] }) : null;
  };
}

/** The pages a story of this tone can borrow, tried in turn; `hour` is the time its middle is told at. */
export function interludes(calm: boolean, hour: Hour): Step[] {
  return calm
    ? [travelStep(quietArrival, hour), wonderStep(hour), nightfallStep(hour)]
    : [travelStep(arrival, hour), troubleStep, funnyStep];
}
