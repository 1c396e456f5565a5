import { expect, test, type Page } from '@playwright/test';
import { typeset } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { addChildFromPicker } from '../support/children';
import { buyFamilyPlan } from '../support/payments';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

/** Every view of the signed-in app, its address and its heading (docs/decisions/0022-web-routes.md). */
const views = [
  { tab: 'Pourquoi', path: '/', heading: /^Bonjour / },
  { tab: 'Raconte', path: '/raconte', heading: 'Raconte' },
  { tab: 'Historique', path: '/historique', heading: 'Historique' },
  { tab: 'Enfants', path: '/enfants', heading: 'Mes enfants' },
] as const;
/** Reached from the plan badge and the plans' buttons rather than a tab. */
const subscriptionView = { path: '/subscription', heading: 'Abonnement' } as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function withTestChild(page: Page, firstName: string) {
  await signUpAndOpen(page, firstName);
  const welcome = page.getByRole('dialog', { name: /^Bienvenue sur Pourquoi/ });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('6');
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();
  return page.getByLabel(/^La question d.Enfant test$/);
}

test('every view is a route: tabs are links, Back and Forward move between views, reload stays', async ({
  page,
  context,
}) => {
  await withTestChild(page, 'Maya');
  const nav = page.getByRole('navigation', { name: 'Espaces' });
  for (const view of views) {
    const link = nav.getByRole('link', { name: view.tab, exact: true });
    await expect(link).toHaveAttribute('href', view.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${view.path === '/' ? '/' : view.path}$`));
    await expect(heading(page, view.heading)).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  await expectAccessible(page);

  // Back twice, then Forward: the views, in the order they were seen.
  await page.goBack();
  await expect(heading(page, 'Historique')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Raconte')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Historique')).toBeVisible();

  // A reload keeps the view. The page's first file asks for the session and the family's first
  // answers before the app has loaded, and the app takes them: each is asked once (decision 0036).
  const firstScreenCalls: string[] = [];
  const countCall = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (['/api/auth/me', '/api/children', '/api/monetization/status'].includes(pathname))
      firstScreenCalls.push(pathname);
  };
  page.on('request', countCall);
  await page.reload();
  await expect(heading(page, 'Historique')).toBeVisible();
  page.off('request', countCall);
  expect(firstScreenCalls.sort()).toEqual(['/api/auth/me', '/api/children', '/api/monetization/status']);

  // Each view opens from its address in a new tab.
  for (const view of [...views, subscriptionView]) {
    const tab = await context.newPage();
    await tab.goto(view.path);
    await expect(heading(tab, view.heading)).toBeVisible();
    await tab.close();
  }
});

test("a conversation stays through other views and a reload; the day's questions are counted calmly", async ({
  page,
}) => {
  const question = await withTestChild(page, 'Hugo');
  await expect(page.getByText("Encore 3 questions aujourd'hui")).toBeVisible();
  await question.fill('Pourquoi le ciel est bleu ?');
  await question.press('Enter');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('group', { name: 'As-tu compris la réponse ?' })).toBeVisible({
    timeout: 15_000,
  });
  // The answer's text alone is in the one live region; the buttons are not.
  const live = conversation.locator('[aria-live]');
  await expect(live).toHaveCount(1);
  await expect(live).toContainText(/bleu/i);
  await expect(live.getByRole('button')).toHaveCount(0);
  await expect(page.getByText("Encore 2 questions aujourd'hui")).toBeVisible();

  // Rating keeps the focus where the buttons were.
  await conversation.getByRole('button', { name: "J'ai compris" }).click();
  await expect(conversation.getByText('Merci pour votre avis !')).toBeFocused();

  await page.getByRole('link', { name: 'Historique', exact: true }).click();
  await expect(heading(page, 'Historique')).toBeVisible();
  await page.goBack();
  await expect(conversation.getByText('Pourquoi le ciel est bleu ?')).toBeVisible();
  await page.reload();
  await expect(conversation.getByText('Pourquoi le ciel est bleu ?')).toBeVisible();

  // Another child (two need the Famille plan): their own chat; the first one's waited for them.
  await buyFamilyPlan(page);
  await page.getByRole('link', { name: 'Pourquoi', exact: true }).click();
  await expect(conversation.getByText('Pourquoi le ciel est bleu ?')).toBeVisible();
  await page.getByRole('button', { name: 'Choisir un autre enfant' }).click();
  await addChildFromPicker(page, { name: 'Lou', age: 5, gender: 'Fille' });
  await expect(page.getByLabel('La question de Lou')).toBeVisible();
  await expect(page.getByText('Pourquoi le ciel est bleu ?')).toHaveCount(0);
  await page.getByRole('button', { name: /Enfant test/ }).click();
  await expect(conversation.getByText('Pourquoi le ciel est bleu ?')).toBeVisible();

  await screenshotBoth(page, 'chat-kept');
});

test('the reader is a route: Back closes it and returns where the parent was', async ({ page }) => {
  await withTestChild(page, 'Léon');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const [child] = await (await page.request.get('/api/children', { headers })).json();
  const made = await page.request.post('/api/stories/generate', {
    headers,
    data: { children: [child.id], duration: 5, story_type: 'adventure', theme: 'dinosaurs', include_children: true },
    timeout: 60_000,
  });
  expect(made.ok()).toBe(true);
  const story = await made.json();

  await page.getByRole('link', { name: 'Raconte', exact: true }).click();
  // The page shows the title typeset (one straight apostrophe), as every text it shows.
  await page
    .getByRole('button', { name: typeset(story.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/raconte/${story.id}$`));
  const reader = page.locator('dialog.reader');
  await expect(reader).toBeVisible();
  await page.goBack();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/\/raconte$/);
  await expect(heading(page, 'Raconte')).toBeVisible();

  // From a link (a new tab, a shared address): the reader opens over Raconte; closing it stays in the app.
  await page.goto(`/raconte/${story.id}`);
  await expect(reader).toBeVisible();
  await reader.getByRole('button', { name: "Fermer l'histoire" }).click();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/\/raconte$/);
});
