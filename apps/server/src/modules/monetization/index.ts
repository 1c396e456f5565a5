// The monetization module's public surface: other modules import it from here only.
export type { DiscountCodeRow } from './repository.js';
export { endPaidSubscription } from './subscription-actions.js';
