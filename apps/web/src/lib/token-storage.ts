/**
 * The session tokens, kept in localStorage under the keys the spec names. Every change
 * (here, or in another tab through the `storage` event) is announced to subscribers, so
 * the auth state follows the tokens wherever they change.
 */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Used only when localStorage refuses (private mode, strict settings): the session then lasts as long as the page. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null) {
  memory.delete(key);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value !== null) memory.set(key, value);
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export const tokenStorage = {
  getAccessToken: () => read(ACCESS_TOKEN_KEY),
  getRefreshToken: () => read(REFRESH_TOKEN_KEY),

  /** A session exists as long as an access token is stored. */
  hasSession: () => read(ACCESS_TOKEN_KEY) !== null,

  setTokens(tokens: TokenPair) {
    write(ACCESS_TOKEN_KEY, tokens.access_token);
    write(REFRESH_TOKEN_KEY, tokens.refresh_token);
    notify();
  },

  clearTokens() {
    write(ACCESS_TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
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
