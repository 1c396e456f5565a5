import { z } from 'zod';

// Zod's own messages (a wrong type, an unknown key) reach parents too: say them in French.
z.config(z.locales.fr());

export * from './errors.js';
export * from './limits.js';
export * from './health.js';
export * from './auth/schemas.js';
