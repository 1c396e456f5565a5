/**
 * Files from the API (the exports): fetched with the session's bearer token, so a plain link
 * cannot do it, then handed to the browser as a download.
 */
import { HTTP_TIMEOUT_MS } from '@pourquoi/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, errorFromResponse, readBody, refreshSession } from '@/lib/api-client';
import { API_BASE } from '@/lib/api-paths';
import { tokenStorage } from '@/lib/token-storage';

/** How long the revoked object URL lives after the click: some browsers read it afterwards. */
const OBJECT_URL_LIFETIME_MS = 30_000;

/** The file name of a `Content-Disposition` header: `filename*` (UTF-8, French accents) first. */
export function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  // A name, never a path.
  const safe = name?.replace(/[\\/]/g, '_').trim();
  return safe ? safe : null;
}

async function fetchFile(path: string, accessToken: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  try {
    return await fetch(`${API_BASE}${path}`, {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined);
  } finally {
    clearTimeout(timer);
  }
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Downloads `path` (under /api) as the server names it, or `fallbackName`. Refreshes the
 * session once on a 401, as every call does; rejects with an ApiError (the server's French
 * message, e.g. the upgrade message of a 403). Resolves to the saved file's name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const accessToken = tokenStorage.getAccessToken();
  const refreshToken = tokenStorage.getRefreshToken();
  let response = await fetchFile(path, accessToken);
  if (response.status === 401 && accessToken) {
    const freshToken = await refreshSession(refreshToken);
    if (freshToken) response = await fetchFile(path, freshToken);
  }
  if (!response.ok) throw errorFromResponse(response.status, await readBody(response));
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
