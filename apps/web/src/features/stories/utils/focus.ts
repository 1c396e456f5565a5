/**
 * A new step or screen: its heading takes the focus (a screen reader says where the parent
 * is) and its card is scrolled to the top, below the app's sticky header (CSS scroll-margin),
 * rather than the heading slipping under it.
 */
export function showTop(card: HTMLElement | null, heading: HTMLElement | null) {
  heading?.focus({ preventScroll: true });
  // Not in every environment (jsdom has none).
  if (typeof card?.scrollIntoView === 'function') card.scrollIntoView({ block: 'start' });
}
