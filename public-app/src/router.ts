import { useSyncExternalStore } from 'react';

/**
 * The app's whole router: the address bar is the state. `navigate` pushes or replaces a path and
 * tells the subscribers; the browser's back and forward arrive as popstate.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export const usePath = () => useSyncExternalStore(subscribe, () => window.location.pathname);

export const navigate = (path: string, { replace = false } = {}) => {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  notify();
};

export type Route =
  | { page: 'menu'; token: string }
  | { page: 'confirm' }
  | { page: 'order' }
  | { page: 'pay' }
  | { page: 'tab' }
  | { page: 'tabpay' }
  | { page: 'voucher'; id: string }
  | { page: 'document'; id: string }
  | { page: 'unknown' };

/**
 * docs/spec-reference.md §2: menuqr/{token} is the menu and the default for menuqr/*, the token being the last
 * segment; confirm, order and pay are the flow's fixed pages; voucher/* takes its id the same way
 * (voucher/{id}/comprobante: its electronic receipt, printable).
 */
export const routeOf = (pathname: string): Route => {
  const segments = pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const [area] = segments;
  const last = segments.length > 1 ? segments[segments.length - 1] : '';
  // Voucher/{id}/comprobante is the printable representation of its electronic receipt
  if (area === 'voucher' && segments.length === 3 && last === 'comprobante') return { page: 'document', id: segments[1] };
  if (area === 'voucher') return { page: 'voucher', id: last };
  if (area !== 'menuqr') return { page: 'unknown' };
  if (segments.length === 2 && (last === 'confirm' || last === 'order' || last === 'pay' || last === 'tab' || last === 'tabpay')) return { page: last };
  return { page: 'menu', token: last };
};

export const menuPath = (token: string | null) => `/menuqr/${encodeURIComponent(token ?? '')}`;
