/**
 * localStorage, safely: when the browser refuses it (private mode, strict settings) values
 * are kept in memory instead, so they last as long as the page.
 */
const memory = new Map<string, string>();

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** `null` removes the entry. */
export function writeItem(key: string, value: string | null) {
  memory.delete(key);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value !== null) memory.set(key, value);
  }
}
