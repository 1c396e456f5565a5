import { SESSION_VERSION_CACHE_MS } from './session-versions.js';

/** Past this many sign-ins the cache starts over, so memory stays bounded. */
const MAX_ENTRIES = 50_000;

/**
 * Whether each sign-in (refresh family) is still open, cached per instance like the session
 * versions (ASVS 3.3.1): an access token carries its family as `sid`, and logging out, or
 * ending the other devices, revokes families. One revoked here is refused here at once; one
 * revoked on another instance is refused here within SESSION_VERSION_CACHE_MS at most.
 */
export interface SessionFamilies {
  /** True while open, false once revoked; undefined when it must be read. */
  peek(familyId: string): boolean | undefined;
  /** Reads whether the family is open (and keeps it for the next requests). */
  load(familyId: string): Promise<boolean>;
  /** This instance revoked these families: their access tokens fail here from now on. */
  ended(familyIds: readonly string[]): void;
}

/**
 * `now` is monotonic time in milliseconds, not the app clock: the bound is about real time
 * between instances.
 */
export function createSessionFamilies(
  readOpen: (familyId: string) => Promise<boolean>,
  ttlMs = SESSION_VERSION_CACHE_MS,
  now: () => number = () => performance.now(),
): SessionFamilies {
  const entries = new Map<string, { open: boolean; until: number }>();
  const fresh = (familyId: string) => {
    const entry = entries.get(familyId);
    return entry && entry.until > now() ? entry : undefined;
  };
  const keep = (familyId: string, open: boolean) => {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(familyId, { open, until: now() + ttlMs });
  };

  return {
    peek: (familyId) => fresh(familyId)?.open,
    async load(familyId) {
      const open = await readOpen(familyId);
      // A read that began before a revocation here must not reopen it: a revoked family stays so.
      if (fresh(familyId)?.open === false) return false;
      keep(familyId, open);
      return open;
    },
    ended(familyIds) {
      for (const familyId of familyIds) keep(familyId, false);
    },
  };
}
