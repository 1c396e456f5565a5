/** Every route of the app, written once. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the address confirmation link leads (DESIGN decision 15). */
  verifyEmail: '/verify-email',
  subscription: '/subscription',
  /** The administration console (admin), the promo-code panel (support), the refusal (anyone else). */
  admin: '/admin',
  /** The payment returns (spec 001 section 2) and the simulated provider's payment page. */
  subscriptionSuccess: '/subscription-success',
  paymentSetupSuccess: '/payment-setup-success',
  simulatedCheckout: '/simulated-checkout/:id',
} as const;

/** The location state that opens the app on "Raconte" (the views have no route): after buying stories. */
export const storyViewState = { view: 'story' } as const;
