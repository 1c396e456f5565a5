import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { INSTALL_PROMPT_DELAY_MS } from '@pourquoi/shared';
import { localKeys } from '@/lib/local-keys';
import { readItem, writeItem } from '@/lib/storage';
import { installEvent } from './install-event';

/** Already opened from the home screen: nothing to offer. */
const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad (iPadOS says Mac, with touch) have no install event: only the Share menu installs. */
const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const noEvent = () => null;

export type InstallOffer =
  /** The browser can install: `install` opens its dialog. */
  | { kind: 'prompt'; install: () => Promise<void>; close: () => void }
  /** iOS: the banner explains the Share menu. */
  | { kind: 'ios'; close: () => void };

/**
 * product.md#web-routes: the install prompt shows 3 s after load, unless the app already runs
 * installed or the parent closed it once (the flag stays across sessions).
 */
export function useInstallPrompt(): InstallOffer | null {
  const event = useSyncExternalStore(installEvent.subscribe, installEvent.get, noEvent);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(() => readItem(localKeys.installPromptClosed) !== null);
  const [installed, setInstalled] = useState(runsInstalled);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = useCallback(() => {
    writeItem(localKeys.installPromptClosed, 'true');
    setClosed(true);
  }, []);

  const install = useCallback(async () => {
    if (!event) return;
    installEvent.forget();
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') setInstalled(true);
  }, [event]);

  if (!due || closed || installed) return null;
  if (event) return { kind: 'prompt', install, close };
  return isIos() ? { kind: 'ios', close } : null;
}
