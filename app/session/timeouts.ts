/**
 * Session lifetimes (spec section 3), in a module without server code so the shell's expiry warning
 * (a client component) reads the same numbers the server enforces.
 */

/** A session ends after this long without a request. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, whatever happens. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** The shell warns this long before the session ends. */
export const EXPIRY_WARNING_MS = 2 * 60 * 1000;
