/**
 * Where the browser keeps the session: the bearer token and user in localStorage (spec §7),
 * the token of a temporary-password sign-in only for the tab (it may only change the password),
 * and the remembered user name for the login form.
 */
const TOKEN = 'token';
const USER = 'user';
const TEMP_TOKEN = 'tempToken';
const REMEMBERED = 'rememberedUser';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  name: string;
  lastname: string;
  groups: { id: number; name: string }[];
  merchant: { id: number; image: string } | null;
  tempPassword: boolean;
  cashRegister: boolean;
  user_token: string | null;
}

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
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
  },
  tempToken: () => sessionStorage.getItem(TEMP_TOKEN),
  setTempToken: (token: string) => sessionStorage.setItem(TEMP_TOKEN, token),
  clearTempToken: () => sessionStorage.removeItem(TEMP_TOKEN),
  rememberedUser: () => localStorage.getItem(REMEMBERED) ?? '',
  remember(username: string | null) {
    if (username) localStorage.setItem(REMEMBERED, username);
    else localStorage.removeItem(REMEMBERED);
  },
};
