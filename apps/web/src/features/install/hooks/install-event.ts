/**
 * Chromium's `beforeinstallprompt`, kept from the first moment: it may fire before React draws
 * anything, so the listener is set when this module loads (the banner imports it at startup).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let deferred: BeforeInstallPromptEvent | null = null;

function keep(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar would come at once; ours waits and can be closed for good.
    event.preventDefault();
    keep(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => keep(null));
}

export const installEvent = {
  get: () => deferred,
  /** An event prompts once: after use it is forgotten. */
  forget: () => keep(null),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

declare global {
  interface WindowEventMap {
    beforeinstallprompt: Event;
  }
}
