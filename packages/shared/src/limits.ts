/** Business constants of product.md#timings-and-constants, written once. */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes whatever it is given: a bound keeps a huge password from costing the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const TRIAL_DAYS = 7;

/** "Trop difficile" and "Dis-m'en plus" after one answer, at most (decision 0019): each is a model call. */
export const FOLLOW_UPS_PER_ANSWER = 3;
export const RESET_LINK_VALIDITY_MINUTES = 60;
/**
 * A sign-in lasts this long at most, however often it is refreshed; then the password again
 * (ASVS 3.3.2, docs/decisions/0020-public-internet.md).
 */
export const SESSION_MAX_AGE_DAYS = 30;
/** An address confirmation link (product.md#d15-verified-staff). */
export const EMAIL_VERIFICATION_LINK_VALIDITY_HOURS = 24;

/** Client time-outs (product.md#timings-and-constants). */
export const AUTH_CHECK_TIMEOUT_MS = 45_000;
export const HTTP_TIMEOUT_MS = 360_000;

/** The install-app banner waits this long after load (product.md#timings-and-constants). */
export const INSTALL_PROMPT_DELAY_MS = 3_000;

/** Days and months are counted in this zone (product.md#d2-limits). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';
