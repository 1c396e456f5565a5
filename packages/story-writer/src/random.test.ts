import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from './random.js';

describe('the seeded random source', () => {
  it('repeats itself for a seed and stays in [0, 1)', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const values = Array.from({ length: 200 }, () => first());
    expect(values).toEqual(Array.from({ length: 200 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(190);
  });

  it('picks, shuffles without losing anything, and differs between seeds', () => {
    const rng = createRandom(7);
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(items).toContain(rng.pick(items));
    expect([...rng.shuffle(items)].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(() => rng.pick([])).toThrow();
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });
});
