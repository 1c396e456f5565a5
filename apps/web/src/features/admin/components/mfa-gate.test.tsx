import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { errorCatalogue, mfaMessages, securityKeyMessages } from '@pourquoi/shared';
import { json, type Handler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  LAZY_LOAD,
  aCode,
  aKey,
  adminServer,
  codes,
  consoleReady,
  creationOptions,
  removeSecurityKeyBrowser,
  requestOptions,
  securityKeyBrowser,
  users,
} from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeSecurityKeyBrowser();
});

const PROVEN = 'access-with-code';
const refusal = (code: 'mfa_required' | 'mfa_enrollment_required') =>
  json(403, { detail: errorCatalogue[code].message, code });

/** A staff call that needs the token answered by the code (ASVS 4.3.1). */
const staffCall =
  (answer: () => Response): Handler =>
  (request) =>
    request.authorization === `Bearer ${PROVEN}` ? answer() : refusal('mfa_required');

describe("the console asks for the authenticator's code (ASVS 4.3.1)", () => {
  it('asks for the 6 digits, says a wrong code, then loads the console with the new token', async () => {
    const net = adminServer({
      routes: {
        'GET /api/admin/users': staffCall(() => json(200, { users })),
        'GET /api/admin/discount-codes': staffCall(() => json(200, { codes })),
        'GET /api/admin/audit-log': staffCall(() => json(200, { entries: [] })),
        'POST /api/auth/mfa/verify': [
          () =>
            json(400, {
              detail: mfaMessages.wrongCode,
              code: 'validation_error',
              fields: { code: mfaMessages.wrongCode },
            }),
          () => json(200, { access_token: PROVEN, token_type: 'bearer', expires_in: 900 }),
        ],
      },
    });
    const { user } = renderApp('/admin');

    await screen.findByRole('heading', { level: 1, name: 'Double authentification' }, LAZY_LOAD);
    const input = screen.getByLabelText('Code à 6 chiffres');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription(errorCatalogue.mfa_required.message);
    expect(screen.queryByRole('table', { name: 'Utilisateurs' })).not.toBeInTheDocument();

    // Too short: said under the field, nothing sent.
    await user.type(input, '12345{Enter}');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(mfaMessages.codeFormat));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('POST /api/auth/mfa/verify')).toHaveLength(0);

    // Refused by the server: its words under the field, the field emptied for the next code.
    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(mfaMessages.wrongCode)));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();

    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await consoleReady();
    expect(net.callsTo('POST /api/auth/mfa/verify').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
    // The new access token replaces the old one; the sign-in (its refresh token) stays.
    expect(localStorage.getItem('access_token')).toBe(PROVEN);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(screen.queryByRole('heading', { name: 'Double authentification' })).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/admin/users').at(-1)?.authorization).toBe(`Bearer ${PROVEN}`);
  });

  it('says an authenticator must be enrolled first, with a way back', async () => {
    adminServer({
      routes: {
        'GET /api/admin/users': () => refusal('mfa_enrollment_required'),
        'GET /api/admin/discount-codes': () => refusal('mfa_enrollment_required'),
        'GET /api/admin/audit-log': () => refusal('mfa_enrollment_required'),
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByText(errorCatalogue.mfa_enrollment_required.message, undefined, LAZY_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Double authentification' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Code à 6 chiffres')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it('keeps what support typed while the code is asked, then creates the promo code', async () => {
    const net = adminServer({
      role: 'support',
      routes: {
        'POST /api/support/promo-codes': staffCall(() =>
          json(201, aCode({ id: 'd-aide', code: 'AIDE', type: 'percentage', value: 10 })),
        ),
        'POST /api/auth/mfa/verify': () => json(200, { access_token: PROVEN, token_type: 'bearer', expires_in: 900 }),
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Codes promo' }, LAZY_LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'aide');
    const value = screen.getByRole('spinbutton', { name: 'Réduction (%)' });
    await user.clear(value);
    await user.type(value, '10');
    await user.click(screen.getByRole('button', { name: 'Créer le code promo' }));

    const input = await screen.findByLabelText('Code à 6 chiffres');
    await user.type(input, '123456{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Codes promo' });
    // What was typed is still there, and the refusal that asked for the code is not shown as a failure.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('AIDE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer le code promo' }));
    expect(await screen.findByText('Le code AIDE (-10 %) a été créé.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/support/promo-codes').map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      `Bearer ${PROVEN}`,
    ]);
  });
});

describe('a security key instead of the code (ASVS 2.3.2)', () => {
  const proven = () => json(200, { access_token: PROVEN, token_type: 'bearer', expires_in: 900 });
  const consoleRoutes = {
    'GET /api/admin/users': staffCall(() => json(200, { users })),
    'GET /api/admin/discount-codes': staffCall(() => json(200, { codes })),
    'GET /api/admin/audit-log': staffCall(() => json(200, { entries: [] })),
    'POST /api/auth/mfa/key-options': () => json(200, requestOptions),
  };

  it('offers « Utiliser une clé de sécurité » beside the code, says a cancelled dialog, then opens with the key', async () => {
    const browser = securityKeyBrowser();
    browser.get.mockRejectedValueOnce(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const net = adminServer({
      routes: {
        ...consoleRoutes,
        'GET /api/auth/mfa': () => json(200, { totp: true, security_keys: [aKey()] }),
        'POST /api/auth/mfa/verify-key': proven,
      },
    });
    const { user } = renderApp('/admin');

    await screen.findByRole('heading', { level: 1, name: 'Double authentification' }, LAZY_LOAD);
    expect(screen.getByLabelText('Code à 6 chiffres')).toBeInTheDocument();
    const useKey = await screen.findByRole('button', { name: securityKeyMessages.useKey });

    // The browser's dialog closed without a key: said calmly, nothing sent to be checked.
    await user.click(useKey);
    expect(await screen.findByRole('alert')).toHaveTextContent(securityKeyMessages.browserCancelled);
    expect(net.callsTo('POST /api/auth/mfa/verify-key')).toHaveLength(0);

    await user.click(useKey);
    await consoleReady();
    // The browser was asked for the account's key with the server's challenge…
    const asked = browser.get.mock.calls.at(-1)![0].publicKey!;
    expect(new TextDecoder().decode(asked.challenge as ArrayBuffer)).toBe('challenge');
    expect(asked.allowCredentials?.map((credential) => new TextDecoder().decode(credential.id as ArrayBuffer))).toEqual(
      ['key-1'],
    );
    // …and its signature went to the server, whose proven token replaces the old one.
    expect(net.callsTo('POST /api/auth/mfa/verify-key').map((call) => call.body)).toEqual([
      {
        credential: expect.objectContaining({
          id: browser.signed.id,
          type: 'public-key',
          response: expect.objectContaining({ signature: browser.signed.signature }),
        }),
      },
    ]);
    expect(localStorage.getItem('access_token')).toBe(PROVEN);
    expect(net.callsTo('GET /api/admin/users').at(-1)?.authorization).toBe(`Bearer ${PROVEN}`);
  });

  it("asks for the key alone when the account has no authenticator app, and says the server's refusal", async () => {
    securityKeyBrowser();
    adminServer({
      routes: {
        ...consoleRoutes,
        'GET /api/auth/mfa': () => json(200, { totp: false, security_keys: [aKey()] }),
        'POST /api/auth/mfa/verify-key': [
          () =>
            json(400, {
              detail: securityKeyMessages.keyRefused,
              code: 'validation_error',
              fields: { credential: securityKeyMessages.keyRefused },
            }),
          proven,
        ],
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByText(securityKeyMessages.keyPrompt, undefined, LAZY_LOAD);
    expect(screen.queryByLabelText('Code à 6 chiffres')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: securityKeyMessages.useKey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(securityKeyMessages.keyRefused);
    await user.click(screen.getByRole('button', { name: securityKeyMessages.useKey }));
    await consoleReady();
  });

  it("registers a first key with the operator's code when the account has no second factor yet", async () => {
    const browser = securityKeyBrowser();
    let enrolled = false;
    const staffRefusal = () => refusal(enrolled ? 'mfa_required' : 'mfa_enrollment_required');
    const net = adminServer({
      routes: {
        'GET /api/admin/users': staffRefusal,
        'GET /api/admin/discount-codes': staffRefusal,
        'GET /api/admin/audit-log': staffRefusal,
        'GET /api/auth/mfa': () => json(200, { totp: false, security_keys: enrolled ? [aKey()] : [] }),
        'POST /api/auth/mfa/security-keys/options': () => json(200, creationOptions),
        'POST /api/auth/mfa/security-keys': () => {
          enrolled = true;
          return json(201, aKey());
        },
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByText(errorCatalogue.mfa_enrollment_required.message, undefined, LAZY_LOAD);
    await user.type(screen.getByRole('textbox', { name: securityKeyMessages.nameLabel }), 'Clé USB bleue');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    expect(screen.getByRole('textbox', { name: securityKeyMessages.enrolmentCodeLabel })).toHaveAccessibleDescription(
      expect.stringContaining(securityKeyMessages.enrolmentCodeFormat),
    );
    expect(browser.create).not.toHaveBeenCalled();

    await user.type(
      screen.getByRole('textbox', { name: securityKeyMessages.enrolmentCodeLabel }),
      'abcd efgh ijkl mnop',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    // Then the key is what the gate asks for.
    expect(await screen.findByText(securityKeyMessages.keyPrompt)).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/mfa/security-keys/options').map((call) => call.body)).toEqual([
      { enrolment_code: 'ABCDEFGHIJKLMNOP' },
    ]);
    expect(net.callsTo('POST /api/auth/mfa/security-keys').map((call) => call.body)).toEqual([
      {
        name: 'Clé USB bleue',
        enrolment_code: 'ABCDEFGHIJKLMNOP',
        credential: expect.objectContaining({ id: browser.signed.id, type: 'public-key' }),
      },
    ]);
  });
});
