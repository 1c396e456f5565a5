import { z } from 'zod';

// Zod's own messages (a wrong type, an unknown key) reach parents too: say them in French.
z.config(z.locales.fr());

export * from './errors.js';
export * from './limits.js';
export * from './health.js';
export * from './auth/schemas.js';
export * from './auth/verification-messages.js';
export * from './auth/password-strength.js';
export * from './auth/password-change.js';
export * from './auth/sessions.js';
export * from './time.js';
export * from './plans/catalogue.js';
export * from './children/age.js';
export * from './children/schemas.js';
export * from './permissions/subscription.js';
export * from './permissions/can.js';
export * from './permissions/usage.js';
export * from './chat/age-bands.js';
export * from './chat/adaptive-level.js';
export * from './chat/schemas.js';
export * from './stories/catalogue.js';
export * from './stories/length.js';
export * from './stories/pages.js';
export * from './stories/schemas.js';
export * from './safety/events.js';
export * from './permissions/stories.js';
export * from './history/schemas.js';
export * from './history/topics.js';
export * from './payments/packs.js';
export * from './payments/card-errors.js';
export * from './payments/plan-change.js';
export * from './payments/discounts.js';
export * from './payments/referral.js';
export * from './payments/schemas.js';
export * from './admin/messages.js';
export * from './admin/schemas.js';
