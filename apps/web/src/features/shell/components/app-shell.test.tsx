import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppShell } from './app-shell';

describe('app shell', () => {
  it('greets the parent on the chat view and switches views without a route', async () => {
    const user = userEvent.setup();
    render(<AppShell user={{ first_name: 'Léa', role: 'user' }} onLogout={vi.fn()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pourquoi' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Raconte' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Raconte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raconte' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Enfants' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enfants' })).toBeInTheDocument();
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Historique' })).toBeInTheDocument();
  });

  it('never shows Admin to a parent, even with an admin-looking address', () => {
    render(<AppShell user={{ first_name: 'Admin', role: 'support' }} onLogout={vi.fn()} initialView="admin" />);
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Admin !' })).toBeInTheDocument();
  });

  it('shows Admin to the admin role', async () => {
    const user = userEvent.setup();
    render(<AppShell user={{ first_name: 'Sam', role: 'admin' }} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  });

  it('opens on the subscription view when asked, and logs out from the footer', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<AppShell user={{ first_name: 'Léa', role: 'user' }} onLogout={onLogout} initialView="subscription" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
