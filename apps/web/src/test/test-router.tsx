import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';

/** What a test reads of the router and how it moves it, as a user's Back or a typed address would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

/** `children` under an in-memory history at `initialEntries`, and the handle to read and move it. */
export function createTestRouter(children: ReactNode, initialEntries: string[]) {
  let navigateTo: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: undefined as unknown as Location, historyAction: NavigationType.Pop },
    async navigate(to, options) {
      if (!navigateTo) throw new Error('the router has not rendered yet');
      const go = navigateTo;
      await act(async () => {
        if (typeof to === 'number') await go(to);
        else await go(to, options);
      });
    },
  };
  function RouterState() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    navigateTo = useNavigate();
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={initialEntries}>
      {children}
      <RouterState />
    </MemoryRouter>
  );
  return { router, element };
}
