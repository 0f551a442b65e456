import { IDLE_WARNING_MS, SESSION_IDLE_MS } from '../domain/sessionLimits';

export type IdlePhase =
  | { kind: 'active' }
  /** The server has not heard from the browser for a while but the user was active since: renew quietly. */
  | { kind: 'renew' }
  | { kind: 'warn'; secondsLeft: number }
  | { kind: 'expired' };

export interface IdleClock {
  now: number;
  /** When the server last answered a call with the token (0: unknown). */
  seenAt: number;
  /** When the user last typed, clicked or scrolled. */
  activeAt: number;
  /** The warning is already on screen: from then on only 'Continuar conectado' keeps the session. */
  warning: boolean;
}

/**
 * Where the session stands against the server's idle limit, which counts from the last call the
 * server answered. User input alone does not reach the server, so it is turned into a renewal
 * when the warning would otherwise be due.
 */
export const idlePhase = ({ now, seenAt, activeAt, warning }: IdleClock): IdlePhase => {
  if (seenAt <= 0) return { kind: 'active' };
  const remaining = seenAt + SESSION_IDLE_MS - now;
  if (remaining <= 0) return { kind: 'expired' };
  if (remaining > IDLE_WARNING_MS) return { kind: 'active' };
  if (!warning && activeAt > seenAt) return { kind: 'renew' };
  return { kind: 'warn', secondsLeft: Math.ceil(remaining / 1000) };
};
