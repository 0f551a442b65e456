/**
 * The one fixed wait a test may hold: the proof that something does NOT happen within `ms` (a
 * dialog that must not open, a second copy that must not arrive, a page that must not move). Every
 * other wait is for the event itself (a response, a DOM state, a stream frame), so a slow machine
 * makes a test slower, never red. Each call says in a comment what it proves absent.
 */
export const nothingWithin = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
