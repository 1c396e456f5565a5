import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** sessionStorage: each history entry's scroll position, for the tab's life (a reload included). */
const POSITIONS_KEY = 'scroll_positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions then last as long as the page.
  }
}

/**
 * The scroll as a website's: Back and Forward (and a reload) return to where that page was, a
 * link opens the next page at its top, and a replaced address (a filter typed in the history's
 * search) leaves the page where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (action === 'PUSH') window.scrollTo(0, 0);
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [action, location.key]);

  return null;
}
