import { describe, expect, it } from 'vitest';
import { MAX_STORY_PICTURES, picturedPages, pictureSourceOf } from './pictures.js';

const scene = (setting: string, timeOfDay = 'day') => ({ setting, timeOfDay });

describe('picturedPages', () => {
  it('draws every page of a book of up to 12 pages, even within one scene', () => {
    expect(picturedPages(Array.from({ length: 12 }, () => scene('forest')))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('draws each scene beyond 12 pages (a new place or a new time of day), then splits the longest', () => {
    const scenes = [
      ...Array.from({ length: 5 }, () => scene('home')),
      ...Array.from({ length: 6 }, () => scene('forest')),
      ...Array.from({ length: 4 }, () => scene('forest', 'evening')),
      scene('bedroom', 'night'),
    ];
    const drawn = picturedPages(scenes);
    expect(drawn).toHaveLength(MAX_STORY_PICTURES);
    expect(drawn).toEqual(expect.arrayContaining([1, 6, 12, 16]));
    expect([...drawn].sort((a, b) => a - b)).toEqual(drawn);
  });

  it('draws the heroes falling asleep apart from the bedroom scene before it', () => {
    const scenes = [
      ...Array.from({ length: 16 }, () => scene('forest')),
      ...Array.from({ length: 2 }, () => ({ ...scene('bedroom', 'night'), action: 'calm' })),
      { ...scene('bedroom', 'night'), action: 'sleep' },
    ];
    const drawn = picturedPages(scenes);
    expect(drawn).toContain(19);
    expect(pictureSourceOf(drawn, 19)).toBe(19);
  });

  it('spreads the pictures of a long walk in one place evenly', () => {
    const scenes = [...Array.from({ length: 48 }, () => scene('forest')), scene('bedroom', 'night')];
    const drawn = picturedPages(scenes);
    expect(drawn).toHaveLength(MAX_STORY_PICTURES);
    expect(drawn).toContain(49);
    const gaps = drawn.slice(1).map((page, index) => page - drawn[index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6);
  });

  it('spreads at most 12 pictures over a book with more scenes, first and last kept', () => {
    const scenes = Array.from({ length: 40 }, (_, index) => scene(`place-${index}`));
    const drawn = picturedPages(scenes);
    expect(drawn).toHaveLength(MAX_STORY_PICTURES);
    expect(drawn[0]).toBe(1);
    expect(drawn.at(-1)).toBe(40);
    expect([...drawn].sort((a, b) => a - b)).toEqual(drawn);
  });
});

describe('pictureSourceOf', () => {
  it("gives a page its own picture, else its scene's: the last drawn before it", () => {
    expect(pictureSourceOf([1, 6, 12], 6)).toBe(6);
    expect(pictureSourceOf([1, 6, 12], 9)).toBe(6);
    expect(pictureSourceOf([1, 6, 12], 30)).toBe(12);
    expect(pictureSourceOf([], 3)).toBeUndefined();
  });
});
