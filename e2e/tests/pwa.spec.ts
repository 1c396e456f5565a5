import { expect, test, type Page } from '@playwright/test';
import { typeset } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

// Playwright blocks service workers unless told otherwise.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MESSAGE = 'Vous êtes hors ligne. Les histoires enregistrées restent lisibles.';

/** The names of the caches the service worker filled at run time, with how many answers each holds. */
const runtimeCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('pourquoi-'));
    return Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, (await (await caches.open(name)).keys()).length] as const)),
    );
  });

const pictureWidth = (page: Page, pageNumber = 1) =>
  page
    .getByRole('dialog')
    .getByRole('img', { name: `Illustration de la page ${pageNumber}` })
    .evaluate((image: HTMLImageElement) => image.naturalWidth);

test('Pourquoi installs as an app, and a story read once opens again without a network', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/login');

  // The manifest: linked, served as a manifest, in French, with its icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestAnswer = await page.request.get(manifestHref!);
  expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Pourquoi', lang: 'fr', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  // The service worker: never kept by the HTTP cache (a new version is seen at once), and in control.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // The install banner, once Chromium says the app can be installed (headless never does: we say it for it).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  const banner = page.getByRole('complementary', { name: 'Pourquoi, toujours à portée de main' });
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expect(banner.getByRole('button', { name: 'Installer' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'pwa-install-banner', { fullPage: false, narrow: true });
  await banner.getByRole('button', { name: 'Fermer' }).click();
  await expect(banner).toBeHidden();

  // A parent with a test child and a story (made through the API: the story journey covers the wizard).
  await signUpAndOpen(page, 'Maëlle');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const children = (await (await page.request.get('/api/children', { headers })).json()) as Array<{ id: string }>;
  const made = await page.request.post('/api/stories/generate', {
    headers,
    data: { children, duration: 5, story_type: 'sleep', theme: 'animals', include_children: true },
    timeout: 60_000,
  });
  expect(made.ok()).toBe(true);
  const story = (await made.json()) as { id: string; title: string };
  // The page shows every text typeset (one straight apostrophe).
  const title = typeset(story.title);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/stories/${story.id}/progress`, { headers })).json()) as {
            is_complete: boolean;
          }
        ).is_complete,
      { timeout: 60_000 },
    )
    .toBe(true);

  // Read once, online.
  await page.getByRole('link', { name: 'Raconte' }).click();
  await page.getByRole('button', { name: title, exact: true }).click();
  const reader = page.getByRole('dialog');
  // The cover, then page 1.
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await reader.getByRole('button', { name: 'Page suivante' }).click();
  await expect.poll(() => pictureWidth(page)).toBeGreaterThan(0);
  const firstPage = (await reader.locator('.reader__text').textContent()) ?? '';
  expect(firstPage.length).toBeGreaterThan(20);
  await reader.getByRole('button', { name: "Fermer l'histoire" }).click();
  await expect(reader).toBeHidden();
  // The story's answer and its pictures are now kept on the device.
  await expect
    .poll(() => runtimeCaches(page))
    .toMatchObject({ 'pourquoi-api': expect.any(Number), 'pourquoi-pictures': expect.any(Number) });

  // Starred elsewhere (the server knows it); the device's copy, from before, does not.
  await page.request.put(`/api/stories/${story.id}/favorite`, { headers, data: { is_favorite: true } });

  // No network: the app opens from the device, signed in, and says so calmly.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();
  // The reload keeps the view the parent was on (Raconte); the others open from the device too.
  await expect(page.getByRole('heading', { level: 1, name: 'Raconte' })).toBeVisible();
  await page.getByRole('link', { name: 'Pourquoi' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour Maëlle !' })).toBeVisible();
  await page.getByRole('link', { name: 'Raconte' }).click();
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Favori : ${title}` })).toHaveAttribute('aria-pressed', 'false');
  await screenshotBoth(page, 'pwa-offline-stories');
  await page.getByRole('button', { name: title, exact: true }).click();
  // Offline too, the cover's picture, then page 1.
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect
    .poll(() =>
      reader.getByRole('img', { name: /^Couverture de/ }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await reader.getByRole('button', { name: 'Page suivante' }).click();
  await expect(reader.locator('.reader__text')).toHaveText(firstPage);
  await expect.poll(() => pictureWidth(page)).toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'pwa-offline-reader', { fullPage: false });
  // Only page 1 was turned online, yet the last page has its picture too.
  const pages = Number((await reader.getByText(/^Page 1 \/ \d+$/).textContent())?.split('/')[1]);
  for (let turn = 1; turn < pages; turn += 1) await reader.getByRole('button', { name: 'Page suivante' }).click();
  await expect(reader.getByText('FIN', { exact: true })).toBeVisible();
  await expect.poll(() => pictureWidth(page, pages)).toBeGreaterThan(0);
  await reader.getByRole('button', { name: "Fermer l'histoire" }).click();

  // Back online, signing out leaves nothing of the family on this phone.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(() => runtimeCaches(page)).toEqual({});
});
