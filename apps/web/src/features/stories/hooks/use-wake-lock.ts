import { useEffect } from 'react';

interface WakeLockHandle {
  release: () => Promise<void>;
}
interface WakeLockApi {
  request: (type: 'screen') => Promise<WakeLockHandle>;
}

function wakeLockApi(): WakeLockApi | null {
  if (typeof navigator === 'undefined') return null;
  const { wakeLock } = navigator as Navigator & { wakeLock?: WakeLockApi };
  return wakeLock && typeof wakeLock.request === 'function' ? wakeLock : null;
}

/**
 * Keeps the screen on while `active` (product.md#story-generation: during generation), where the
 * browser allows it. The browser drops the lock when the page is hidden: it is asked again
 * when the page comes back. Released when `active` turns false or the screen goes away.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let lock: WakeLockHandle | null = null;
    let done = false;
    const acquire = () => {
      api.request('screen').then(
        (handle) => {
          if (done) void handle.release().catch(() => undefined);
          else lock = handle;
        },
        () => undefined, // Refused (battery saver, hidden page): the story is made all the same.
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
      lock = null;
    };
  }, [active]);
}
