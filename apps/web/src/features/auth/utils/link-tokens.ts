/** The emailed links whose token the app takes out of the address bar (decision 0020). */
export type EmailedLinkKind = 'reset' | 'verification';

const held: Record<EmailedLinkKind, string | null> = { reset: null, verification: null };

/**
 * An emailed link's token, once out of the address bar (decision 0020): kept in this page's memory
 * only, never in the URL, storage or history, so nothing sends or records it but the POST
 * bodies that need it. A reload loses it; the emailed link still works until it is used.
 */
export const linkTokens = {
  hold(kind: EmailedLinkKind, token: string) {
    held[kind] = token;
  },
  read: (kind: EmailedLinkKind): string | null => held[kind],
};
