import { describe, expect, it } from 'vitest';
import { createSessionFamilies } from './session-families.js';

/** Families the test opens and revokes by hand, counting the reads, and a clock it moves. */
function setup(ttlMs = 5_000) {
  const open = new Map<string, boolean>([['phone', true]]);
  let reads = 0;
  let time = 0;
  const families = createSessionFamilies(
    async (familyId) => {
      reads += 1;
      return open.get(familyId) ?? false;
    },
    ttlMs,
    () => time,
  );
  return { families, open, reads: () => reads, advance: (ms: number) => (time += ms) };
}

describe('sign-ins cached per instance (ASVS 3.3.1)', () => {
  it('reads the database once per sign-in while the entry is fresh', async () => {
    const { families, reads, advance } = setup();
    expect(families.peek('phone')).toBeUndefined();
    expect(await families.load('phone')).toBe(true);
    advance(4_999);
    expect(families.peek('phone')).toBe(true);
    expect(reads()).toBe(1);
    advance(1);
    expect(families.peek('phone')).toBeUndefined();
  });

  it('sees a logout made elsewhere within the cache time, and one made here at once', async () => {
    const { families, open, advance } = setup();
    await families.load('phone');
    open.set('phone', false); // another instance
    expect(families.peek('phone')).toBe(true);
    advance(5_000);
    expect(await families.load('phone')).toBe(false);

    open.set('laptop', true);
    await families.load('laptop');
    families.ended(['laptop']);
    expect(families.peek('laptop')).toBe(false);
  });

  it('never reopens a sign-in ended here because of a read that began before', async () => {
    const { families } = setup();
    const reading = families.load('phone'); // reads "open"
    families.ended(['phone']);
    expect(await reading).toBe(false);
    expect(families.peek('phone')).toBe(false);
  });
});
