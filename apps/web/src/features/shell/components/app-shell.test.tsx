import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { adminMessages } from '@pourquoi/shared';
import { AppProviders } from '@/app/providers';
import { AppShell } from './app-shell';

describe('app shell', () => {
  it('greets the parent on the chat view and switches views without a route', async () => {
    const user = userEvent.setup();
    // The story view loads its feature, which reads the family's data: the app's providers are needed.
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppShell user={{ first_name: 'Léa', role: 'user' }} onLogout={vi.fn()} onManageChildren={vi.fn()} />
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pourquoi' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Raconte' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Raconte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raconte' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Historique' })).toBeInTheDocument();
  });

  it('opens the children dialog from Enfants, and shows what the app layer composes', async () => {
    const user = userEvent.setup();
    const onManageChildren = vi.fn();
    render(
      <AppShell
        user={{ first_name: 'Léa', role: 'user' }}
        onLogout={vi.fn()}
        onManageChildren={onManageChildren}
        headerExtra={<p>Tom</p>}
        chat={<p>Qui pose la question ?</p>}
      />,
    );
    expect(screen.getByText('Tom').closest('.shell__bar')).not.toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Qui pose la question ?');
    const children = screen.getByRole('button', { name: 'Enfants' });
    expect(children).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(children);
    expect(onManageChildren).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it('never shows Admin to a parent, and answers the admin view with the refusal', async () => {
    const user = userEvent.setup();
    render(
      <AppShell
        user={{ first_name: 'Admin', role: 'user' }}
        onLogout={vi.fn()}
        onManageChildren={vi.fn()}
        initialView="admin"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText(adminMessages.accessDenied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Admin !' })).toBeInTheDocument();
  });

  it.each(['admin', 'support'] as const)(
    'shows Admin to the %s role (the console is tested in features/admin)',
    (role) => {
      render(<AppShell user={{ first_name: 'Sam', role }} onLogout={vi.fn()} onManageChildren={vi.fn()} />);
      expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it('opens on the subscription view when asked, and logs out from the footer', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    // The subscription view loads its feature, which reads the plan: the app's providers are needed.
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppShell
          user={{ first_name: 'Léa', role: 'user' }}
          onLogout={onLogout}
          onManageChildren={vi.fn()}
          initialView="subscription"
        />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
