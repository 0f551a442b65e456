import { messages } from '../../domain/messages';
import { loginMessages as texts } from '../../i18n/loginMessages';
import { pageTitle } from '../../layout/pageTitleText';
import { createApiRequest } from '../../providers/apiRequest';
import { API_URL } from '../../providers/apiUrl';
import { createAuthProvider } from '../../providers/authProvider';
import { session } from '../../providers/session';
import { el, icon, ICONS } from './dom';
import './signInPage.css';

export interface SignInOptions {
  /** Where the visitor was going (the address they typed), '/' for the home panel. */
  next: string;
  /** Starts loading the admin (idempotent). */
  preload: () => void;
  /** Signed in: open the admin at this address. */
  onSignedIn: (to: string) => void;
}

/** What starts the admin's download: the first key or click on the page, before the user has finished typing. */
const WARM_UP_EVENTS = ['keydown', 'pointerdown'] as const;

type Tone = 'error' | 'success' | 'info';

/**
 * docs/spec-reference.md §2 / §5 sign-in (user, password with its eye, remember user, forgot password), the only
 * sign-in page of the portal. It is plain DOM on purpose: it is the first page of every visit
 * without a session, and without React, MUI and react-admin it paints and answers at once on a
 * slow phone (item 8); the admin loads behind it while the user types. Inside the admin,
 * signing out reloads the page into this one (src/auth/LoginPage.tsx).
 */
export const mountSignIn = (root: HTMLElement, { next, preload, onSignedIn }: SignInOptions) => {
  const auth = createAuthProvider(createApiRequest(undefined, API_URL, session.token));
  document.title = pageTitle(texts.title);

  const user = el('input', { id: 'signin-user', name: 'user', type: 'email', autocomplete: 'username', placeholder: texts.user_placeholder });
  user.value = session.rememberedUser();
  const password = el('input', { id: 'signin-password', name: 'password', type: 'password', autocomplete: 'current-password' });
  const eye = el('button', { type: 'button', class: 'signin-eye', 'aria-label': texts.show_password }, icon(ICONS.visibility, 'signin-icon'));
  const remember = el('input', { type: 'checkbox', name: 'remember' });
  remember.checked = !!session.rememberedUser();
  const forgot = el('button', { type: 'button', class: 'signin-link' }, texts.forgot);
  // present from the start, so screen readers announce what is written into it later
  const notice = el('div', { role: 'alert', class: 'signin-notice' });
  const submit = el('button', { type: 'submit', class: 'signin-submit', disabled: true }, texts.submit);
  const form = el(
    'form',
    { class: 'signin-form', novalidate: true },
    el('div', { class: 'signin-field' }, el('label', { for: 'signin-user' }, texts.user), user),
    el('div', { class: 'signin-field' }, el('label', { for: 'signin-password' }, texts.password), el('div', { class: 'signin-password' }, password, eye)),
    el('div', { class: 'signin-row' }, el('label', { class: 'signin-check' }, remember, texts.remember), forgot),
    notice,
    submit,
  );

  const confirmText = el('p', { id: 'signin-dialog-text' });
  const no = el('button', { type: 'button', class: 'signin-dialog-no', autofocus: true }, texts.forgot_no);
  const yes = el('button', { type: 'button', class: 'signin-dialog-yes' }, texts.forgot_yes);
  const dialog = el(
    'dialog',
    { class: 'signin-dialog', 'aria-labelledby': 'signin-dialog-title', 'aria-describedby': 'signin-dialog-text' },
    el('h2', { id: 'signin-dialog-title' }, texts.forgot_title),
    confirmText,
    el('div', { class: 'signin-dialog-actions' }, no, yes),
  );

  root.replaceChildren(
    el(
      'main',
      { class: 'boot' },
      el('p', {}, icon(ICONS.storefront, 'boot-brand'), texts.subtitle),
      el('div', { class: 'signin-card' }, el('h1', {}, texts.title), form),
      dialog,
    ),
  );

  let checking = false;
  const refresh = () => {
    submit.disabled = !user.value.trim() || !password.value || checking;
    submit.classList.toggle('signin-checking', checking);
    submit.textContent = checking ? texts.checking : texts.submit;
  };
  const say = (tone: Tone | null, text = '') => {
    notice.className = tone ? `signin-notice signin-${tone}` : 'signin-notice';
    notice.textContent = text;
  };

  // after the idle limit signed the user out, say so once
  if (session.idleSignedOut()) say('info', texts.idle_signed_out);
  session.clearIdleSignOut();

  user.addEventListener('input', refresh);
  password.addEventListener('input', refresh);
  eye.addEventListener('click', () => {
    const showing = password.type === 'password';
    password.type = showing ? 'text' : 'password';
    eye.setAttribute('aria-label', showing ? texts.hide_password : texts.show_password);
    eye.replaceChildren(icon(showing ? ICONS.visibilityOff : ICONS.visibility, 'signin-icon'));
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!user.value.trim() || !password.value) return say('error', messages.loginRequired);
    if (checking) return;
    checking = true;
    say(null);
    refresh();
    preload();
    auth.login({ username: user.value, password: password.value, remember: remember.checked }).then(
      // the page stays 'Verificando...' until the admin has replaced it
      (answer) => onSignedIn((answer as { redirectTo?: string } | undefined)?.redirectTo ?? next),
      (error: unknown) => {
        checking = false;
        say('error', (error as Error)?.message || messages.loginIncorrect);
        refresh();
      },
    );
  });

  forgot.addEventListener('click', () => {
    if (!user.value.trim()) return say('error', messages.resetUserRequired);
    say(null);
    confirmText.textContent = texts.forgot_confirm.replace('%{user}', user.value.trim());
    dialog.showModal();
  });
  no.addEventListener('click', () => dialog.close());
  yes.addEventListener('click', () => {
    dialog.close();
    createApiRequest()('/auth/resetPassword', { method: 'PUT', headers: { 'x-username': user.value.trim() }, auth: false }).then(
      () => say('success', messages.resetSent),
      (error: unknown) => say('error', (error as Error).message),
    );
  });

  const warmUp = () => preload();
  for (const type of WARM_UP_EVENTS) window.addEventListener(type, warmUp, { capture: true, once: true, passive: true });

  refresh();
  (user.value ? password : user).focus();
};
