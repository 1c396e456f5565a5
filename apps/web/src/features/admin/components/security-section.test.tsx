import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type SecurityKey, securityKeyMessages } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  aKey,
  adminServer,
  consoleReady,
  creationOptions,
  removeSecurityKeyBrowser,
  securityKeyBrowser,
} from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeSecurityKeyBrowser();
});

const decoded = (buffer: BufferSource | undefined) => new TextDecoder().decode(buffer as ArrayBuffer);

describe("one's own security keys in the console (ASVS 2.3.2)", () => {
  it('lists the keys, adds one through the browser, and removes one after a confirm', async () => {
    const browser = securityKeyBrowser();
    let keys: SecurityKey[] = [aKey({ last_used_at: '2026-11-21T08:00:00.000Z' })];
    const net = adminServer({
      routes: {
        'GET /api/auth/mfa': () => json(200, { totp: true, security_keys: keys }),
        'POST /api/auth/mfa/security-keys/options': () => json(200, creationOptions),
        'POST /api/auth/mfa/security-keys': (request) => {
          const key = aKey({ id: 'k-tel', name: (request.body as { name: string }).name });
          keys = [...keys, key];
          return json(201, key);
        },
        'DELETE /api/auth/mfa/security-keys/k-bleue': () => {
          keys = keys.filter((key) => key.id !== 'k-bleue');
          return json(204);
        },
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    const section = screen.getByRole('region', { name: 'Votre double authentification' });
    expect(await within(section).findByText('activée')).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Clés de sécurité' });
    expect(within(list).getByText('Clé USB bleue')).toBeInTheDocument();
    expect(within(list).getByText('Utilisée le 21 nov. 2026, 09:00')).toBeInTheDocument();

    // Past the authenticator's code already: a second factor is held, so no operator's code is asked.
    await user.click(within(section).getByRole('button', { name: 'Ajouter une clé' }));
    const name = within(section).getByRole('textbox', { name: securityKeyMessages.nameLabel });
    expect(name).toHaveFocus();
    expect(within(section).queryByRole('textbox', { name: securityKeyMessages.enrolmentCodeLabel })).toBeNull();
    await user.type(name, 'Téléphone{Enter}');
    expect(await within(section).findByText('La clé « Téléphone » est enregistrée.')).toBeInTheDocument();
    expect(await within(list).findByText('Téléphone')).toBeInTheDocument();
    // The browser made the key for the server's challenge and account.
    const made = browser.create.mock.calls[0]![0].publicKey!;
    expect(decoded(made.challenge)).toBe('challenge');
    expect(decoded(made.user.id)).toBe('user-1');
    expect(net.callsTo('POST /api/auth/mfa/security-keys').map((call) => call.body)).toEqual([
      { name: 'Téléphone', credential: expect.objectContaining({ id: browser.signed.id }) },
    ]);

    await user.click(within(list).getByRole('button', { name: 'Retirer la clé Clé USB bleue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer la clé « Clé USB bleue » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la clé' }));
    expect(await within(section).findByText('La clé « Clé USB bleue » est retirée.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Clé USB bleue')).toBeNull());
    expect(net.callsTo('DELETE /api/auth/mfa/security-keys/k-bleue')).toHaveLength(1);
  });

  it("asks for the operator's code for a first key, and says the server's refusal under it", async () => {
    securityKeyBrowser();
    const wrong = securityKeyMessages.enrolmentCodeWrong;
    adminServer({
      routes: {
        'GET /api/auth/mfa': () => json(200, { totp: false, security_keys: [] }),
        'POST /api/auth/mfa/security-keys/options': () =>
          json(400, { detail: wrong, code: 'validation_error', fields: { enrolment_code: wrong } }),
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    const section = screen.getByRole('region', { name: 'Votre double authentification' });
    expect(await within(section).findByText('Aucune clé de sécurité ni passkey pour le moment.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ajouter une clé' }));
    await user.type(within(section).getByRole('textbox', { name: securityKeyMessages.nameLabel }), 'Clé');
    const code = within(section).getByRole('textbox', { name: securityKeyMessages.enrolmentCodeLabel });
    await user.type(code, 'AAAA-BBBB-CCCC-DDDD{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(wrong)));
  });
});
