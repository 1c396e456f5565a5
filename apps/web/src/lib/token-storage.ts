/**
 * The session tokens, kept in localStorage under the keys the spec names. Every change
 * (here, or in another tab through the `storage` event) is announced to subscribers, so
 * the auth state follows the tokens wherever they change.
 */
import { clearFamilyEntries, localKeys } from './local-keys';
import { readItem, writeItem } from './storage';

export const ACCESS_TOKEN_KEY = localKeys.accessToken;
export const REFRESH_TOKEN_KEY = localKeys.refreshToken;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export const tokenStorage = {
  getAccessToken: () => readItem(ACCESS_TOKEN_KEY),
  getRefreshToken: () => readItem(REFRESH_TOKEN_KEY),

  /** A session exists as long as an access token is stored. */
  hasSession: () => readItem(ACCESS_TOKEN_KEY) !== null,

  setTokens(tokens: TokenPair) {
    writeItem(ACCESS_TOKEN_KEY, tokens.access_token);
    writeItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
    notify();
  },

  /** A new access token for the same sign-in (a staff member's second factor): the refresh token stays. */
  setAccessToken(accessToken: string) {
    writeItem(ACCESS_TOKEN_KEY, accessToken);
    notify();
  },

  /** The session ends: the tokens go, and with them what the family left on this device. */
  clearTokens() {
    writeItem(ACCESS_TOKEN_KEY, null);
    writeItem(REFRESH_TOKEN_KEY, null);
    clearFamilyEntries();
    notify();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
