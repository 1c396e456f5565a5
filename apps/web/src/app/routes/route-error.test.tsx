import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { createTestRouter } from '@/test/test-router';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('the chunk failed to load');
}

function Boundary({ children }: { children: React.ReactNode }) {
  return <RouteErrorBoundary resetKey={useLocation().pathname}>{children}</RouteErrorBoundary>;
}

describe('RouteErrorBoundary', () => {
  it('shows the apology instead of a screen that fails, and tries again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, element } = createTestRouter(
      <Boundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/login" element={<h1>Se connecter</h1>} />
        </Routes>
      </Boundary>,
      ['/broken'],
    );
    render(element);
    expect(screen.getByRole('heading', { name: 'Oups, un petit souci' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();

    await router.navigate('/login');
    expect(screen.getByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
