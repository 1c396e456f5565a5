/**
 * Where payments happen outside the app: the provider's checkout or portal (the simulated one
 * is a page of this app, reached the same way). An object, so tests can replace it.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * The path of a same-origin address ("/subscription-success?checkout_id=…"), or null for any
 * other origin: a redirect the server names never takes the parent off the app.
 */
export function appPathOf(address: string): string | null {
  try {
    const url = new URL(address, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
