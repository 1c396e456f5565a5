/**
 * The page's first file, a few hundred bytes, run as soon as it arrives: for a parent with a
 * session, the first screen's requests and home's code leave now, while React and the rest of the
 * app are still downloading (docs/decisions/0032-early-first-requests.md).
 */
import { SIGNED_IN_FILES_META } from './config/boot';
import { firstScreenPaths } from './lib/api-paths';
import { sendEarlyRequests } from './lib/early-requests';
import { tokenStorage } from './lib/token-storage';

const accessToken = tokenStorage.getAccessToken();
if (accessToken) {
  sendEarlyRequests(Object.values(firstScreenPaths), accessToken);
  // Written into index.html by the build (build/first-file.ts).
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${SIGNED_IN_FILES_META}"]`)?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}
