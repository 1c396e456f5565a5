import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from './local-keys';
import { tokenStorage } from './token-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the end of a session', () => {
  it("removes the tokens and the family's local entries, and keeps the install prompt choice", () => {
    tokenStorage.setTokens({ access_token: 'a', refresh_token: 'r' });
    for (const key of Object.values(localKeys)) localStorage.setItem(key, '{}');
    tokenStorage.clearTokens();
    const left = Object.values(localKeys).filter((key) => localStorage.getItem(key) !== null);
    expect(left).toEqual([localKeys.installPromptClosed]);
  });

  it('empties the offline copies of the stories and their pictures', () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    tokenStorage.setTokens({ access_token: 'a', refresh_token: 'r' });
    tokenStorage.clearTokens();
    expect(deleted.sort()).toEqual(['pourquoi-api', 'pourquoi-pictures']);
  });
});
