import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { createTestRouter } from '@/test/test-router';
import { adminMessages, type Role } from '@pourquoi/shared';
import { AppProviders } from '@/app/providers';
import { paths, viewPaths, type ShellView } from '@/config/paths';
import { AppShell, type AppShellProps } from './app-shell';

/** The shell at `path`, each view route telling it its view, as the app's router does. */
function renderShell(path: string, { role = 'user', ...props }: Partial<AppShellProps> & { role?: Role } = {}) {
  const user = userEvent.setup();
  const shellAt = (view: ShellView) => (
    <AppShell
      user={{ first_name: 'Léa', role }}
      view={view}
      onLogout={vi.fn()}
      onAddChild={vi.fn()}
      onSeePlans={vi.fn()}
      story={{ openedId: null, onOpen: vi.fn(), onClose: vi.fn() }}
      childrenView={{ selectedId: null, onSelect: vi.fn() }}
      {...props}
    />
  );
  const { router, element } = createTestRouter(
    <Routes>
      {(Object.keys(viewPaths) as ShellView[]).map((view) => (
        <Route key={view} path={viewPaths[view]} element={shellAt(view)} />
      ))}
    </Routes>,
    [path],
  );
  // The views load their features, which read the family's data: the app's providers are needed.
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {element}
    </AppProviders>,
  );
  return { user, router };
}

describe('app shell', () => {
  it('greets the parent on the chat view; its tabs are links that say which view shows', async () => {
    const { user, router } = renderShell(paths.home);

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pourquoi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Raconte' })).toHaveAttribute('href', '/raconte');
    expect(screen.getByRole('link', { name: 'Historique' })).toHaveAttribute('href', '/historique');
    expect(screen.getByRole('link', { name: 'Enfants' })).toHaveAttribute('href', '/enfants');

    await user.click(screen.getByRole('link', { name: 'Raconte' }));
    expect(router.state.location.pathname).toBe('/raconte');
    expect(screen.getByRole('heading', { level: 1, name: 'Raconte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raconte' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pourquoi' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('link', { name: 'Historique' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Historique' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Enfants' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mes enfants' })).toBeInTheDocument();
  });

  it('shows what the app layer composes', () => {
    renderShell(paths.home, { headerExtra: <p>Tom</p>, chat: <p>Qui pose la question ?</p> });
    expect(screen.getByText('Tom').closest('.shell__bar')).not.toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Qui pose la question ?');
  });

  it('never shows Admin to a parent, and answers the admin view with the refusal', async () => {
    const { user, router } = renderShell(paths.admin);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText(adminMessages.accessDenied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(router.state.location.pathname).toBe(paths.home);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it.each(['admin', 'support'] as const)(
    'shows Admin to the %s role (the console is tested in features/admin)',
    (role) => {
      renderShell(paths.home, { role });
      expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
      expect(screen.getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
    },
  );

  it('opens on the subscription view at its address, and logs out from the footer', async () => {
    const onLogout = vi.fn();
    const { user } = renderShell(paths.subscription, { onLogout });
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
