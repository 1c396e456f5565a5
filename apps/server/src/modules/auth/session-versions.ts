/**
 * How long this instance trusts a session version it read. A raise made here is seen at once;
 * one made by another instance (or by `npm run staff`, its own process) is seen here within
 * this time at most: the bound on how long an access token killed elsewhere still opens a
 * family's own routes on this instance. Staff calls read the account on every call, so they see
 * it at once everywhere (docs/decisions/0020-public-internet.md).
 */
export const SESSION_VERSION_CACHE_MS = 5_000;

/** Past this many accounts the cache starts over, so memory stays bounded. */
const MAX_ENTRIES = 50_000;

/** A stored version, or null for an account that no longer exists. */
export type StoredVersion = number | null;

export interface SessionVersions {
  /** The version known for the account if still fresh; undefined when it must be read. */
  peek(userId: string): StoredVersion | undefined;
  /** Reads the stored version (and keeps it for the next requests). */
  load(userId: string): Promise<StoredVersion>;
  /** This instance raised the account's version: older tokens fail here from now on. */
  raised(userId: string, version: number): void;
  /** This instance deleted the account: its tokens fail here from now on. */
  gone(userId: string): void;
  /** This instance deleted many accounts at once. */
  clear(): void;
}

/** Whether a token carrying `tokenVersion` is still good against the stored version. */
export function isCurrentVersion(tokenVersion: number, stored: StoredVersion): boolean {
  // Greater is fine: another instance raised it and signed this token before this cache heard of it.
  return stored !== null && tokenVersion >= stored;
}

/**
 * A per-instance cache of the accounts' session versions, so checking a token reads the
 * database at most once per account every SESSION_VERSION_CACHE_MS. `now` is monotonic time
 * in milliseconds, not the app clock: the bound is about real time between instances.
 */
export function createSessionVersions(
  read: (userId: string) => Promise<StoredVersion>,
  ttlMs = SESSION_VERSION_CACHE_MS,
  now: () => number = () => performance.now(),
): SessionVersions {
  const entries = new Map<string, { version: StoredVersion; until: number }>();
  const fresh = (userId: string) => {
    const entry = entries.get(userId);
    return entry && entry.until > now() ? entry : undefined;
  };
  const keep = (userId: string, version: StoredVersion) => {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(userId, { version, until: now() + ttlMs });
  };

  return {
    peek: (userId) => fresh(userId)?.version,
    async load(userId) {
      const stored = await read(userId);
      // A read that began before a raise or a deletion here must not bring the old value back:
      // versions only grow, and a deleted account never returns.
      const known = fresh(userId);
      if (known && (known.version === null || (stored !== null && known.version > stored))) return known.version;
      keep(userId, stored);
      return stored;
    },
    raised(userId, version) {
      const known = fresh(userId);
      if (known?.version === null) return;
      keep(userId, Math.max(version, known?.version ?? version));
    },
    gone: (userId) => keep(userId, null),
    clear: () => entries.clear(),
  };
}
