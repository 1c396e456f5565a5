import { expect, type APIResponse, type Page } from '@playwright/test';
import { verificationMessages } from '@pourquoi/shared';
import { linkMailedTo } from './outbox';

let counter = 0;

/** A new client address at each call: registration is limited per address (10 an hour). */
let addresses = 0;
export function clientAddress(): string {
  addresses += 1;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

async function register(page: Page, account: NewAccount): Promise<APIResponse> {
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
    },
  });
  expect(response.ok()).toBe(true);
  return response;
}

/** Opens the confirmation link the server emailed to `email`, as the parent would, and waits for its success. */
export async function confirmAddress(page: Page, email: string) {
  const link = new URL(await linkMailedTo(email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: verificationMessages.verifiedTitle })).toBeVisible();
}

/**
 * Registers through the API and confirms the address from the outbox: staff roles and referral
 * need a confirmed address (product.md#d15-verified-staff). The answer carries the session.
 */
export async function registerConfirmed(page: Page, account: NewAccount): Promise<APIResponse> {
  const response = await register(page, account);
  await confirmAddress(page, account.email);
  return response;
}

/**
 * Registers a new parent through the API and opens the app signed in as them (no UI clicks).
 * Unconfirmed unless told, as after a real registration: the app shows its banner.
 */
export async function signUpAndOpen(page: Page, firstName = 'Camille', { confirmed = false } = {}) {
  counter += 1;
  const account = {
    email: `parent.${Date.now()}.${counter}@example.com`,
    password: 'un-secret-de-famille',
    firstName,
    lastName: 'Durand',
  };
  const response = confirmed ? await registerConfirmed(page, account) : await register(page, account);
  await openSignedIn(page, response, '/');
  return { email: account.email };
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
