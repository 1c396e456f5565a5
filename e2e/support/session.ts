import type { Page } from '@playwright/test';

let counter = 0;

/** Registers a new parent through the API and opens the app signed in as them (no UI clicks). */
export async function signUpAndOpen(page: Page, firstName = 'Camille') {
  counter += 1;
  const email = `parent.${Date.now()}.${counter}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'motdepasse', first_name: firstName, last_name: 'Durand' },
  });
  const { access_token, refresh_token } = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto('/login');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [access_token, refresh_token] as const,
  );
  await page.goto('/');
  return { email };
}
