/**
 * How long a session lasts, shared by the mock API (which enforces it) and the admin (which warns
 * before the idle limit and signs out when it is reached).
 */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
/** However often it is renewed, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** A temporary-password session only serves to change the password. */
export const TEMPORARY_SESSION_MS = 15 * 60 * 1000;
/** The admin warns this long before the idle limit. */
export const IDLE_WARNING_MS = 60 * 1000;
