import { el, icon, ICONS } from '../auth/signIn/dom';
import { loginMessages as texts } from '../i18n/loginMessages';
import './appShell.css';

const SHELL_ID = 'app-shell';

/**
 * The admin's frame drawn in plain DOM while React, react-admin and the first screen load (issue
 * 17 item 22): the top bar with the portal's name and a skeleton of the content, as PortalLayout
 * and its loading state draw them, so the page goes from the sign-in to the admin without a blank
 * grey screen. It sits over the page until the admin's layout (or its own sign-in or
 * change-password frame) has mounted and takes it away (useAppShellHandoff).
 */
export const showAppShell = () => {
  if (document.getElementById(SHELL_ID)) return;
  const block = (className: string) => el('div', { class: `app-shell-block ${className}` });
  document.body.append(
    el(
      'div',
      { id: SHELL_ID, class: 'app-shell', 'data-testid': 'app-shell' },
      el('header', { class: 'app-shell-bar' }, icon(ICONS.storefront, 'app-shell-brand'), el('span', {}, texts.subtitle)),
      el(
        'div',
        { class: 'app-shell-content', role: 'status', 'aria-busy': 'true' },
        el('span', { class: 'app-shell-hidden' }, texts.loading_portal),
        block('app-shell-title'),
        el('div', { class: 'app-shell-cards' }, block('app-shell-card'), block('app-shell-card'), block('app-shell-card')),
      ),
    ),
  );
};

export const hideAppShell = () => document.getElementById(SHELL_ID)?.remove();
