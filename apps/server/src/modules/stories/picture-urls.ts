import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pictures are plain `<img>` addresses (no Authorization header there), so each carries a
 * key: an HMAC of the story, page and version under the server's secret. Unguessable and
 * stable, so the browser caches each picture once; a redrawn picture gets a new version.
 */
export function pictureKey(secret: string, storyId: string, page: number, version: number): string {
  return createHmac('sha256', secret).update(`picture:${storyId}:${page}:${version}`).digest('base64url').slice(0, 32);
}

export function pictureUrl(secret: string, storyId: string, page: number, version: number): string {
  return `/api/stories/${storyId}/pictures/${page}.png?v=${version}&key=${pictureKey(secret, storyId, page, version)}`;
}

export function isPictureKey(secret: string, storyId: string, page: number, version: number, key: string): boolean {
  const expected = Buffer.from(pictureKey(secret, storyId, page, version));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
