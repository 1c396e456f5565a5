import { describe, expect, it } from 'vitest';
import { createSessionVersions, isCurrentVersion, type StoredVersion } from './session-versions.js';

/** A database of versions the test changes by hand, counting its reads, and a clock it moves. */
function setup(ttlMs = 5_000) {
  const stored = new Map<string, StoredVersion>([['parent', 0]]);
  let reads = 0;
  let time = 0;
  const versions = createSessionVersions(
    async (userId) => {
      reads += 1;
      return stored.get(userId) ?? null;
    },
    ttlMs,
    () => time,
  );
  return {
    versions,
    stored,
    reads: () => reads,
    advance: (ms: number) => (time += ms),
  };
}

describe('session versions cached per instance (decision 0020)', () => {
  it('reads the database once per account while the entry is fresh', async () => {
    const { versions, reads, advance } = setup();
    expect(versions.peek('parent')).toBeUndefined();
    expect(await versions.load('parent')).toBe(0);
    expect(versions.peek('parent')).toBe(0);
    advance(4_999);
    expect(versions.peek('parent')).toBe(0);
    expect(reads()).toBe(1);
    advance(1);
    expect(versions.peek('parent')).toBeUndefined();
  });

  it('sees a raise made elsewhere within the cache time, and a raise made here at once', async () => {
    const { versions, stored, advance } = setup();
    await versions.load('parent');
    stored.set('parent', 1); // another instance, or `npm run staff`
    expect(versions.peek('parent')).toBe(0);
    advance(5_000);
    expect(await versions.load('parent')).toBe(1);

    stored.set('parent', 2);
    versions.raised('parent', 2);
    expect(versions.peek('parent')).toBe(2);
  });

  it('never brings back an older version read before a raise or a deletion here', async () => {
    const { versions, stored } = setup();
    const slowRead = versions.load('parent'); // reads 0…
    versions.raised('parent', 1); // …while this instance raises it
    expect(await slowRead).toBe(1);
    expect(versions.peek('parent')).toBe(1);

    const readBeforeDeletion = versions.load('parent');
    stored.delete('parent');
    versions.gone('parent');
    expect(await readBeforeDeletion).toBeNull();
    versions.raised('parent', 5);
    expect(versions.peek('parent')).toBeNull();
  });

  it('accepts a token at or above the stored version, and none for a deleted account', () => {
    expect(isCurrentVersion(1, 1)).toBe(true);
    expect(isCurrentVersion(2, 1)).toBe(true);
    expect(isCurrentVersion(0, 1)).toBe(false);
    expect(isCurrentVersion(0, null)).toBe(false);
  });
});
