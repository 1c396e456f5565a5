import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createTestRouter } from '@/test/test-router';
import { ScrollRestoration } from './scroll-restoration';

const scrollTo = vi.mocked(window.scrollTo);

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ScrollRestoration', () => {
  it('opens a linked page at its top, and Back returns to where the page was', async () => {
    const { router, element } = createTestRouter(
      <>
        <Routes>
          <Route path="/list" element={<p>La liste</p>} />
          <Route path="/item" element={<p>Un élément</p>} />
        </Routes>
        <ScrollRestoration />
      </>,
      ['/list'],
    );
    render(element);
    scrolledTo(640);
    scrollTo.mockClear();

    await router.navigate('/item');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves the page where it is when the address is replaced (a filter typed)', async () => {
    const { router, element } = createTestRouter(
      <>
        <Routes>
          <Route path="/list" element={<p>La liste</p>} />
        </Routes>
        <ScrollRestoration />
      </>,
      ['/list'],
    );
    render(element);
    scrolledTo(300);
    scrollTo.mockClear();

    await router.navigate('/list?q=lune', { replace: true });
    expect(router.state.location.search).toBe('?q=lune');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
