import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { meQueryKey } from '@/features/auth/api/get-me';
import { aChild, signedInFamily } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { FIRST_SCREEN_WAIT_MS, firstScreenReady, holdFirstScreen, useFirstScreenReady } from './first-screen';
import { AppRoutes, preloadSignedInApp } from './router';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Ready() {
  useFirstScreenReady();
  return <p>Prêt</p>;
}

describe('the first screen of a signed-in parent', () => {
  it("waits for the family's answers, then shows home with them", async () => {
    let answerChildren: () => void = () => undefined;
    const childrenAnswered = new Promise<void>((resolve) => (answerChildren = resolve));
    const net = signedInFamily({
      routes: {
        'GET /api/children': async () => {
          await childrenAnswered;
          return json(200, [aChild({ name: 'Lison' })]);
        },
        'GET /api/safety-events': () => json(200, []),
      },
    });
    const queryClient = createQueryClient();
    expect(preloadSignedInApp(queryClient)).toBe(true);
    await act(async () => {
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={['/']}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>,
      );
      // The session is known and home's code is here, but not the children.
      await import('./routes/home');
      await vi.waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeDefined());
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // No half-filled home.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryAllByRole('banner')).toEqual([]);
    expect(screen.queryByText(/Lison/)).not.toBeInTheDocument();

    // React retries the waiting screen when its answers are in, as the act scope closes.
    await act(async () => {
      answerChildren();
      await firstScreenReady();
    });
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Lison/).length).toBeGreaterThan(0);
    // Each answer the first screen waited for was asked once: home does not ask again at once.
    for (const call of ['/api/children', '/api/monetization/status', '/api/monetization/usage', '/api/safety-events']) {
      expect(net.callsTo(`GET ${call}`)).toHaveLength(1);
    }
  });

  it('shows what it has after a few seconds when an answer does not come', async () => {
    vi.useFakeTimers();
    holdFirstScreen(new Promise(() => undefined));
    await act(async () => {
      render(
        <Suspense fallback={<p>Chargement...</p>}>
          <Ready />
        </Suspense>,
      );
    });
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 100));
    expect(screen.queryByText('Prêt')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Prêt')).toBeInTheDocument();
  });
});
