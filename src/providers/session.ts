import type { SessionUser } from '../domain/wire/session';

/**
 * Where the browser keeps the session: the bearer token and user in localStorage (docs/spec-reference.md §7),
 * the token of a temporary-password sign-in only for the tab (it may only change the password),
 * the remembered user name for the login form, and when the session was last used — in
 * localStorage too, so that every tab of the portal sees the activity of the others.
 */
const TOKEN = 'token';
const USER = 'user';
const TEMP_TOKEN = 'tempToken';
const REMEMBERED = 'rememberedUser';
const SEEN_AT = 'sessionSeenAt';
const ACTIVE_AT = 'sessionActiveAt';
const IDLE_SIGN_OUT = 'signedOutIdle';

/** The user sign-in answers, as the server builds it. */
export type { SessionUser };

const read = <T>(storage: Storage, key: string): T | null => {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export const session = {
  token: () => localStorage.getItem(TOKEN),
  user: () => read<SessionUser>(localStorage, USER),
  groupId: () => session.user()?.groups[0]?.id ?? null,
  start(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
    sessionStorage.removeItem(TEMP_TOKEN);
    session.markSeen();
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
    localStorage.removeItem(SEEN_AT);
    localStorage.removeItem(ACTIVE_AT);
  },
  /** When the server last answered a call with the token: its idle limit counts from then. */
  seenAt: () => Number(localStorage.getItem(SEEN_AT)) || 0,
  markSeen: (at = Date.now()) => localStorage.setItem(SEEN_AT, String(at)),
  /** When the user last typed, clicked or scrolled in any tab. */
  activeAt: () => Number(localStorage.getItem(ACTIVE_AT)) || 0,
  markActive: (at = Date.now()) => localStorage.setItem(ACTIVE_AT, String(at)),
  /** Set when the idle limit signed the user out, for the sign-in page to say so once. */
  noteIdleSignOut: () => sessionStorage.setItem(IDLE_SIGN_OUT, '1'),
  idleSignedOut: () => sessionStorage.getItem(IDLE_SIGN_OUT) === '1',
  clearIdleSignOut: () => sessionStorage.removeItem(IDLE_SIGN_OUT),
  tempToken: () => sessionStorage.getItem(TEMP_TOKEN),
  setTempToken: (token: string) => sessionStorage.setItem(TEMP_TOKEN, token),
  clearTempToken: () => sessionStorage.removeItem(TEMP_TOKEN),
  rememberedUser: () => localStorage.getItem(REMEMBERED) ?? '',
  remember(username: string | null) {
    if (username) localStorage.setItem(REMEMBERED, username);
    else localStorage.removeItem(REMEMBERED);
  },
};
