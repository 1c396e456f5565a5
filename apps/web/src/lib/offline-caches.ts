/**
 * The service worker's runtime caches (vite.config.ts names them from here). They hold the
 * family's stories and pictures, so they go when the session ends, like the local entries.
 */
export const offlineCaches = {
  api: 'pourquoi-api',
  pictures: 'pourquoi-pictures',
} as const;

export function clearOfflineCaches() {
  if (typeof caches === 'undefined') return;
  for (const name of Object.values(offlineCaches)) {
    // A cache that cannot be opened holds nothing to forget.
    caches.delete(name).catch(() => undefined);
  }
}
