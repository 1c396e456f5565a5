import type { StoryContext } from '../context.js';
import { a } from '../french.js';
import type { Line, PageDraft } from '../types.js';
import type { Step } from './arc.js';
import { page, troubleStep } from './common.js';

/**
 * Middle pages any story turns to once its own steps are told, so a long book
 * (product.md#d13-story-length: 20 minutes is some 2,300 words) goes on with the theme's world instead of saying a
 * sentence again: the next place at an even pace, small troubles and funny moments in a lively
 * story; wonders and the world going to sleep in a calm one.
 */

/** The time a page of the story's middle is told at. */
type Hour = (c: StoryContext) => PageDraft['time'];

const arrivals: Line[] = [
  (c) => `Un peu plus tard, ${c.heroesSubject} ${c.byCount('arrive', 'arrivent')} ${c.place.at}.`,
  (c) => `Le chemin continue, et voici ${c.heroesSubject} ${c.place.at}.`,
  (c) => `${c.heroesSubject} ${c.verb('poursuit', 'poursuivent')} la route jusqu'${a(c.place.the)}.`,
];

const quietArrivals: Line[] = [
  (c) => `Tout doucement, ${c.heroesSubject} ${c.verb('glisse', 'glissent')} jusqu'${a(c.place.the)}.`,
  (c) => `Sans faire de bruit, ${c.heroesSubject} ${c.byCount('arrive', 'arrivent')} ${c.place.at}.`,
];

function travelOn(hour: Hour, calm: boolean): Step {
  return (c) => {
    const place = c.timeToTravel ? c.travel() : null;
    if (!place) return null;
    const lead = c.deal(calm ? 'quiet-arrivals' : 'arrivals', calm ? quietArrivals : arrivals);
    return page({ lines: [lead, place.desc], must: 2, action: 'explore', time: hour(c), props: place.props });
  };
}

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
    ? [travelOn(hour, true), wonderStep(hour), nightfallStep(hour)]
    : [travelOn(hour, false), troubleStep, funnyStep];
}
