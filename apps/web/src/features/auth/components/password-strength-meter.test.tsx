import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const strength = () => screen.getByText(/Robustesse du mot de passe/);

describe('password strength meter (ASVS 2.1.8)', () => {
  it('keeps an empty live region until something is typed, so the first level is heard', () => {
    render(<PasswordStrengthMeter password="" />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('role', 'status');
  });

  it('follows the new password as it is typed on the register screen, in French', async () => {
    stubFetch({});
    const { user } = renderApp('/register');
    const password = await screen.findByLabelText('Mot de passe', { selector: 'input' });

    await user.type(password, 'abc');
    expect(strength()).toHaveTextContent('Robustesse du mot de passe : Faible');
    expect(strength()).toHaveAttribute('role', 'status');

    await user.clear(password);
    await user.type(password, 'Bonjour1');
    expect(strength()).toHaveTextContent('Robustesse du mot de passe : Correct');

    await user.clear(password);
    await user.type(password, 'tigre rouge lune');
    expect(strength()).toHaveTextContent('Robustesse du mot de passe : Solide');

    // The confirmation has no meter of its own.
    await user.type(field('Confirmer le mot de passe'), 'aaaaaaaaaaaaaaaaaaaa');
    expect(strength()).toHaveTextContent('Solide');
    expect(screen.getAllByText(/Robustesse du mot de passe/)).toHaveLength(1);
  });

  it('calls a repeated or sequential password weak however long it is', async () => {
    stubFetch({});
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Mot de passe', { selector: 'input' }), '123456789012');
    expect(strength()).toHaveTextContent('Faible');
  });
});
