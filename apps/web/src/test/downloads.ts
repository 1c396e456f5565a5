/** Files the app hands to the browser: what the server sends, and what the page saves. */
import { onTestFinished, vi } from 'vitest';

/** Downloads end in an <a download> click: kept here instead of reaching jsdom's navigation. */
export function captureDownloads() {
  const saved: Array<{ name: string; href: string }> = [];
  const urlApi = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  urlApi.createObjectURL = vi.fn(() => 'blob:pourquoi/1');
  urlApi.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  onTestFinished(() => {
    click.mockRestore();
    delete urlApi.createObjectURL;
    delete urlApi.revokeObjectURL;
  });
  return saved;
}

/** A file answer as the server sends it. */
export const fileResponse = (body: string, fileName: string, type = 'application/json') =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="export.json"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
