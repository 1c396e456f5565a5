import { describe, expect, it } from 'vitest';
import { localKeys } from './local-keys';
import { tokenStorage } from './token-storage';

describe('the end of a session', () => {
  it("removes the tokens and the family's local entries, and keeps the install prompt choice", () => {
    tokenStorage.setTokens({ access_token: 'a', refresh_token: 'r' });
    for (const key of Object.values(localKeys)) localStorage.setItem(key, '{}');
    tokenStorage.clearTokens();
    const left = Object.values(localKeys).filter((key) => localStorage.getItem(key) !== null);
    expect(left).toEqual([localKeys.installPromptClosed]);
  });
});
