// The monetization module's public surface: other modules import it from here only.
export {
  type DiscountCodeRow,
  type SubscriptionRow,
  addStoryCredits,
  countReferrals,
  deleteDiscountCodeRow,
  findSubscription,
  insertDiscountCode,
  listDiscountCodeRows,
  paymentRecords,
  subscriptionsByFamily,
  updateSubscription,
} from './repository.js';
export { endPaidSubscription } from './subscription-actions.js';
export type { MonetizationDependencies } from './service-dependencies.js';
