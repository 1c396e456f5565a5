import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminMessages } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { LAZY_LOAD, aCode, adminServer } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('who may open the admin view', () => {
  it("refuses a parent at /admin with the spec's sentence and a way back, without a single admin call", async () => {
    const net = adminServer({ role: 'user' });
    const { user } = renderApp('/admin');
    expect(await screen.findByText(adminMessages.accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(net.calls.some((call) => call.path.startsWith('/api/admin') || call.path.startsWith('/api/support'))).toBe(
      false,
    );
  });

  it('opens the promo-code panel for support, not the console', async () => {
    const net = adminServer({ role: 'support' });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Codes promo' }, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
    expect(net.calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });
});

describe('support panel', () => {
  it("creates a percentage code with the spec's draft, after the preview", async () => {
    const net = adminServer({
      role: 'support',
      routes: {
        'POST /api/support/promo-codes': () =>
          json(201, aCode({ id: 'd-rentree', code: 'RENTREE', type: 'percentage', value: 15 })),
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Codes promo' }, LAZY_LOAD);
    // Percentages only: no type to choose.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Créer le code promo' });
    expect(create).toBeDisabled();

    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'rentree');
    expect(code).toHaveValue('RENTREE');
    const value = screen.getByRole('spinbutton', { name: 'Réduction (%)' });
    expect(value).toHaveAttribute('max', '100');
    await user.clear(value);
    await user.type(value, '15');
    expect(screen.getByRole('status')).toHaveTextContent('RENTREE : -15 %');
    fireEvent.change(screen.getByLabelText("Valable jusqu'au"), { target: { value: '2026-12-31' } });
    const limit = screen.getByRole('spinbutton', { name: "Nombre d'utilisations" });
    await user.clear(limit);
    await user.type(limit, '50');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Rentrée');
    await user.click(create);

    expect(await screen.findByText('Le code RENTREE (-15 %) a été créé.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/support/promo-codes')[0]?.body).toEqual({
      code: 'RENTREE',
      type: 'percentage',
      value: 15,
      validUntil: '2026-12-31',
      usageLimit: 50,
      description: 'Rentrée',
      onePerUser: true,
    });
    // Ready for the next one.
    expect(code).toHaveValue('');
    expect(value).toHaveValue(0);
  });

  it("keeps a percentage within 1 to 100, and says the server's refusal", async () => {
    const net = adminServer({
      role: 'support',
      routes: {
        'POST /api/support/promo-codes': () =>
          json(400, {
            detail: 'Ce code existe déjà',
            code: 'validation_error',
            fields: { code: 'Ce code existe déjà' },
          }),
      },
    });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Codes promo' }, LAZY_LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'NOEL');
    const value = screen.getByRole('spinbutton', { name: 'Réduction (%)' });
    await user.clear(value);
    await user.type(value, '101');
    await user.click(screen.getByRole('button', { name: 'Créer le code promo' }));
    expect(screen.getByText('Un pourcentage va de 1 à 100')).toBeInTheDocument();
    expect(net.callsTo('POST /api/support/promo-codes')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '10');
    await user.click(screen.getByRole('button', { name: 'Créer le code promo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce code existe déjà'));
    expect(within(screen.getByRole('alert')).queryByText(adminMessages.unknownError)).not.toBeInTheDocument();
  });
});
