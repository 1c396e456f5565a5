import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from './backgrounds.js';
import { PROP_KEYS } from './props.js';
import {
  ACTION_POSES,
  normalizeKey,
  PROP_ALIASES,
  resolvePose,
  resolveProp,
  resolveSetting,
  resolveTime,
  SETTING_ALIASES,
  THEME_SCENES,
} from './vocabulary.js';

describe('the scene vocabulary', () => {
  it('normalises keys without case, accents or spaces', () => {
    expect(normalizeKey('  Le Château-Fort ! ')).toBe('le_chateau_fort');
    expect(normalizeKey('Cœur')).toBe('coeur');
    expect(normalizeKey(42)).toBe('');
  });

  it('points every alias and every theme at something it can draw', () => {
    for (const key of Object.values(SETTING_ALIASES)) expect(SETTING_KEYS).toContain(key);
    for (const key of Object.values(PROP_ALIASES)) expect(PROP_KEYS).toContain(key);
    for (const scenes of Object.values(THEME_SCENES)) {
      expect(SETTING_KEYS).toContain(scenes.hero);
      for (const key of scenes.settings) expect(SETTING_KEYS).toContain(key);
    }
  });

  it('finds settings from keys, aliases, French words and phrases', () => {
    expect(resolveSetting('moon')).toBe('moon');
    expect(resolveSetting('Sur la Lune')).toBe('moon');
    expect(resolveSetting('la plage')).toBe('island');
    expect(resolveSetting('pirate_ship_deck')).toBe('ship');
    expect(resolveSetting('chambres')).toBe('bedroom');
    expect(resolveSetting('nowhere at all')).toBeNull();
    expect(resolveSetting(undefined)).toBeNull();
  });

  it('turns actions into poses, standing when it does not know', () => {
    expect(resolvePose('celebrate')).toBe('cheer');
    expect(resolvePose('rest')).toBe('sleep');
    expect(resolvePose('discover')).toBe('point');
    expect(resolvePose('ils dansent')).toBe('stand');
    expect(resolvePose('danser')).toBe('dance');
    expect(resolvePose('hold_hands')).toBe('holdHands');
    expect(resolvePose('')).toBe('stand');
    expect(Object.keys(ACTION_POSES).length).toBeGreaterThan(100);
  });

  it('finds props and hours', () => {
    expect(resolveProp('treasure chest')).toBe('treasure_chest');
    expect(resolveProp('coffre au trésor')).toBe('treasure_chest');
    expect(resolveProp('balloons')).toBe('balloons');
    expect(resolveProp('gâteau d’anniversaire')).toBe('cake');
    expect(resolveProp('spaceship-engine')).toBeNull();
    expect(resolveTime('night')).toBe('night');
    expect(resolveTime('le soir')).toBe('dusk');
    expect(resolveTime('bedtime')).toBe('night');
    expect(resolveTime(undefined)).toBe('day');
  });
});
