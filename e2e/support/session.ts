import type { APIResponse, Page } from '@playwright/test';

let counter = 0;

/** A new client address at each call: registration is limited per address (10 an hour). */
let addresses = 0;
export function clientAddress(): string {
  addresses += 1;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/** Registers a new parent through the API and opens the app signed in as them (no UI clicks). */
export async function signUpAndOpen(page: Page, firstName = 'Camille') {
  counter += 1;
  const email = `parent.${Date.now()}.${counter}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { email, password: 'motdepasse', first_name: firstName, last_name: 'Durand' },
  });
  await openSignedIn(page, response, '/');
  return { email };
}

/** Opens the app at `path` with the session an auth answer (register or token) carries. */
export async function openSignedIn(page: Page, response: APIResponse, path: string) {
  const { access_token, refresh_token } = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto('/login');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [access_token, refresh_token] as const,
  );
  await page.goto(path);
}
