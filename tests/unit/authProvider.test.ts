// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../support/fakeHttp';
import { createAuthProvider } from '../../src/providers/authProvider';
import { session, type SessionUser } from '../../src/providers/session';

const user = (tempPassword = false): SessionUser => ({
  id: 4,
  username: 'comercio@demo.cr',
  email: 'comercio@demo.cr',
  name: 'Carmen',
  lastname: 'Alvarado',
  groups: [{ id: 4, name: 'Comercio' }],
  merchant: { id: 2, image: '/logos/2.png' },
  tempPassword,
  cashRegister: true,
  user_token: null,
});


beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth provider: session states (docs/spec-reference.md §4)', () => {
  it('starts not-authenticated without a stored token, and checkAuth refuses quietly', async () => {
    const auth = createAuthProvider(fakeHttp(() => ({})).http);
    expect(auth.status()).toBe('not-authenticated');
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('starts checking with a stored token, then authenticated once GET /auth answers (and stores the fresh token)', async () => {
    session.start('old-token', user());
    const fake = fakeHttp(() => ({ token: 'fresh-token', user: user() }));
    const auth = createAuthProvider(fake.http);
    expect(auth.status()).toBe('checking');
    await auth.checkAuth({});
    expect(auth.status()).toBe('authenticated');
    expect(fake.calls).toEqual([{ path: '/auth', options: {} }]);
    expect(session.token()).toBe('fresh-token');
    await auth.checkAuth({});
    expect(fake.calls.length).toBe(1);
  });

  it('a stored token the server refuses ends not-authenticated and is cleared', async () => {
    session.start('forged', user());
    const auth = createAuthProvider(fakeHttp(() => new HttpError('Invalid token', 401, { error: 'Invalid token' })).http);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(auth.status()).toBe('not-authenticated');
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
  });

  it('login posts {user, password, retry}, stores the session and remembers the user when asked', async () => {
    const fake = fakeHttp(() => ({ token: 'tok', user: user() }));
    const auth = createAuthProvider(fake.http);
    const result = await auth.login({ username: ' comercio@demo.cr ', password: 'Demo#2026', remember: true });
    expect(fake.calls[0]).toEqual({
      path: '/auth/login',
      options: { method: 'POST', body: { user: 'comercio@demo.cr', password: 'Demo#2026', retry: 0 }, auth: false },
    });
    // no redirectTo: react-admin returns to the page the session ended on (its login state), else home
    expect(result).toEqual({});
    expect(auth.status()).toBe('authenticated');
    expect(session.token()).toBe('tok');
    expect(session.rememberedUser()).toBe('comercio@demo.cr');
    await auth.login({ username: 'comercio@demo.cr', password: 'Demo#2026', remember: false });
    expect(session.rememberedUser()).toBe('');
  });

  it('a temporary password leaves the user not-authenticated, keeps a separate token, and goes to change-password', async () => {
    const auth = createAuthProvider(fakeHttp(() => ({ token: 'temp-tok', user: user(true) })).http);
    const result = await auth.login({ username: 'temporal@demo.cr', password: 'Demo#2026' });
    expect(result).toEqual({ redirectTo: '/change-password' });
    expect(auth.status()).toBe('not-authenticated');
    expect(session.token()).toBeNull();
    expect(session.tempToken()).toBe('temp-tok');
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });

  it('login refuses empty fields with the spec message before calling the server', async () => {
    const fake = fakeHttp(() => ({}));
    await expect(createAuthProvider(fake.http).login({ username: '', password: 'x' })).rejects.toThrow('Usuario y/o contraseña son requeridos.');
    expect(fake.calls).toEqual([]);
  });

  it('login passes the server text through (wrong credentials, lock)', async () => {
    const auth = createAuthProvider(fakeHttp(() => new HttpError('Usuario y/o contraseña incorrectos.', 401)).http);
    await expect(auth.login({ username: 'a@b.cr', password: 'x' })).rejects.toThrow('Usuario y/o contraseña incorrectos.');
    expect(session.token()).toBeNull();
  });

  it('a 401 from any call clears the token and signs out; other errors keep the session', async () => {
    session.start('tok', user());
    const auth = createAuthProvider(fakeHttp(() => ({ token: 'tok', user: user() })).http);
    await auth.checkError(new HttpError('No tiene permisos', 403));
    expect(session.token()).toBe('tok');
    await expect(auth.checkError(new HttpError('Invalid token', 401, { error: 'Invalid token' }))).rejects.toEqual({ message: false });
    expect(session.token()).toBeNull();
    expect(auth.status()).toBe('not-authenticated');
  });

  it('logout has the server revoke both tokens, clears them and goes to /login', async () => {
    session.start('tok', user());
    session.setTempToken('temp');
    const fake = fakeHttp(() => ({}));
    const auth = createAuthProvider(fake.http);
    expect(await auth.logout({})).toBe('/login');
    expect(session.token()).toBeNull();
    expect(session.tempToken()).toBeNull();
    expect(fake.calls).toEqual(
      ['tok', 'temp'].map((token) => ({
        path: '/auth/logout',
        options: { method: 'POST', auth: false, headers: { Authorization: `Bearer ${token}` } },
      })),
    );
    expect(session.idleSignedOut()).toBe(false);
  });

  it('logout signs out here even when the server cannot be reached, and notes an idle sign-out for the sign-in page', async () => {
    session.start('tok', user());
    const auth = createAuthProvider(fakeHttp(() => new HttpError('Ocurrió un error de comunicación, intente de nuevo.', 0)).http);
    expect(await auth.logout({ idle: true })).toBe('/login');
    expect(session.token()).toBeNull();
    expect(session.idleSignedOut()).toBe(true);
  });

  it('logout without any token asks the server nothing', async () => {
    const fake = fakeHttp(() => ({}));
    await createAuthProvider(fake.http).logout({});
    expect(fake.calls).toEqual([]);
  });

  it('renew stores the answered token and notes when the server last saw the session', async () => {
    session.start('tok', user());
    localStorage.setItem('sessionSeenAt', '1');
    const fake = fakeHttp(() => ({ token: 'renewed', user: user() }));
    await createAuthProvider(fake.http).renew();
    expect(fake.calls).toEqual([{ path: '/auth', options: {} }]);
    expect(session.token()).toBe('renewed');
    expect(session.seenAt()).toBeGreaterThan(1);
    await expect(createAuthProvider(fakeHttp(() => new HttpError('Invalid token', 401)).http).renew()).rejects.toThrow('Invalid token');
  });

  it('identity and permissions come from the stored user', async () => {
    session.start('tok', user());
    const auth = createAuthProvider(fakeHttp(() => ({})).http);
    expect(await auth.getIdentity!()).toMatchObject({ id: 4, fullName: 'Carmen Alvarado', groupId: 4 });
    expect(await auth.getPermissions!({})).toEqual({ groupId: 4, merchantId: 2 });
  });
});
