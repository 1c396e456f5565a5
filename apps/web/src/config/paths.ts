/** Every route of the app, written once (docs/decisions/0022-web-routes.md). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the address confirmation link leads (product.md#d15-verified-staff). */
  verifyEmail: '/verify-email',
  /** The signed-in app's views: each one a route, so Back, reload and links behave as on any website. */
  stories: '/raconte',
  storyReader: '/raconte/:storyId',
  history: '/historique',
  children: '/enfants',
  subscription: '/subscription',
  /** The administration console (admin), the promo-code panel (support), the refusal (anyone else). */
  admin: '/admin',
  /** The payment returns (product.md#checkout) and the simulated provider's payment page. */
  subscriptionSuccess: '/subscription-success',
  paymentSetupSuccess: '/payment-setup-success',
  simulatedCheckout: '/simulated-checkout/:id',
} as const;

/** The views of the signed-in app, and the address of each. */
export const viewPaths = {
  chat: paths.home,
  story: paths.stories,
  history: paths.history,
  children: paths.children,
  subscription: paths.subscription,
  admin: paths.admin,
} as const;

export type ShellView = keyof typeof viewPaths;

/** The reader of one story, opened over the story view. */
export const storyReaderPath = (storyId: string) => `${paths.stories}/${encodeURIComponent(storyId)}`;

/**
 * The signed-in app's view routes, and the view each one shows: the router makes a route of each
 * (home stays mounted from one to the next) and home reads its view from the one matched.
 */
export const viewRoutes: ReadonlyArray<{ path: string; view: ShellView }> = [
  { path: paths.home, view: 'chat' },
  { path: paths.stories, view: 'story' },
  { path: paths.storyReader, view: 'story' },
  { path: paths.history, view: 'history' },
  { path: paths.children, view: 'children' },
  { path: paths.subscription, view: 'subscription' },
  { path: paths.admin, view: 'admin' },
];
