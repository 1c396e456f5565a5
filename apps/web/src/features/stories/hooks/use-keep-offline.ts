import { useEffect } from 'react';
import type { Story } from '@pourquoi/shared';

/**
 * A story opened once reads again without a network (docs/decisions/0017-pwa-offline.md): the
 * service worker keeps what passes through it, so every picture is asked for now, not only
 * those of the pages turned. Without a service worker there is nothing to fill.
 */
export function useKeepOffline(story: Story) {
  const urls = [story.illustration_url, ...Object.values(story.page_illustration_urls)]
    .filter((url): url is string => !!url)
    .join(' ');
  useEffect(() => {
    if (!urls || !navigator.serviceWorker?.controller) return;
    for (const url of urls.split(' ')) {
      // A picture that does not come now is asked for again when its page is shown.
      fetch(url).catch(() => undefined);
    }
  }, [urls]);
}
