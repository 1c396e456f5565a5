/**
 * The timings of story generation and reading (product.md#story-generation, product.md#timings-and-constants), in one place.
 * They belong to the client only; the server has its own limits.
 */

/** The generate call gives up after 5 minutes (product.md#timings-and-constants). */
export const STORY_GENERATION_TIMEOUT_MS = 300_000;
/** Progress is asked every 2 s while pictures are drawn, in the generation screen and the reader. */
export const STORY_PROGRESS_POLL_MS = 2_000;
/** After 3 minutes of polling the reader opens anyway; the missing pictures keep coming in it. */
export const STORY_PROGRESS_POLL_MAX_MS = 180_000;
/** The simulated progress advances one step every 15 s ... */
export const STORY_SIMULATED_STEP_MS = 15_000;
/** ... through these percentages (the bar shows the larger of it and the real progress). */
export const STORY_SIMULATED_STEPS = [5, 15, 20, 35, 50, 65, 80, 90, 95] as const;
/** A story already complete: the bar shows 100 % for half a second, then the reader opens. */
export const STORY_READY_DELAY_MS = 500;
/** Printing waits at most this long for the pictures of the book to load. */
export const PRINT_IMAGES_WAIT_MS = 3_000;
/** A horizontal swipe longer than this (CSS pixels) turns the page. */
export const SWIPE_MIN_DISTANCE_PX = 50;

/** Slower than a conversation: a bedtime story is read calmly. */
export const STORY_READING_RATE = 0.9;

/**
 * The reader's page dots, up to this many pages; a longer book (20 minutes is up to 77 pages)
 * would fill the screen with them, and the bar at the top already shows how far the reader is.
 */
export const READER_MAX_DOTS = 24;
