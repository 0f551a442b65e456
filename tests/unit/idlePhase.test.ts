import { describe, expect, it } from 'vitest';
import { idlePhase } from '../../src/layout/idlePhase';

const MINUTE = 60 * 1000;
const seenAt = 1_000_000;
const at = (afterSeen: number, { activeAt = 0, warning = false } = {}) => idlePhase({ now: seenAt + afterSeen, seenAt, activeAt, warning });

describe('idle phase against the 15-minute limit', () => {
  it('is active until a minute before the limit', () => {
    expect(at(0)).toEqual({ kind: 'active' });
    expect(at(14 * MINUTE - 1)).toEqual({ kind: 'active' });
  });

  it('warns in the last minute with the seconds left, rounded up', () => {
    expect(at(14 * MINUTE)).toEqual({ kind: 'warn', secondsLeft: 60 });
    expect(at(14 * MINUTE + 30_500)).toEqual({ kind: 'warn', secondsLeft: 30 });
    expect(at(15 * MINUTE - 1)).toEqual({ kind: 'warn', secondsLeft: 1 });
  });

  it('ends at the limit', () => {
    expect(at(15 * MINUTE)).toEqual({ kind: 'expired' });
    expect(at(3 * 60 * MINUTE, { activeAt: seenAt + 10 * MINUTE })).toEqual({ kind: 'expired' });
  });

  it('renews quietly instead of warning when the user was active since the server last heard from the browser', () => {
    expect(at(14 * MINUTE, { activeAt: seenAt + 5 * MINUTE })).toEqual({ kind: 'renew' });
    expect(at(14 * MINUTE, { activeAt: seenAt - 1 })).toEqual({ kind: 'warn', secondsLeft: 60 });
  });

  it('once the warning shows, input no longer renews: only the button does', () => {
    expect(at(14 * MINUTE + 10_000, { activeAt: seenAt + 14 * MINUTE + 5000, warning: true })).toEqual({ kind: 'warn', secondsLeft: 50 });
  });

  it('knows nothing before the server has answered once, and waits', () => {
    expect(idlePhase({ now: seenAt, seenAt: 0, activeAt: 0, warning: false })).toEqual({ kind: 'active' });
  });
});
