import type { Identifier } from 'react-admin';
import { LEFT_AFTER_SAVE } from './useLeaveGuard';

/**
 * The navigation state a form leaves with once its success dialog is closed: it left after a
 * save (the leave guard lets it go), and which record was saved, so the list it returns to can
 * open that record's page and point it out (ResourceList).
 */
export const leftAfterSave = (savedId?: Identifier, extra: Record<string, unknown> = {}) => ({ ...LEFT_AFTER_SAVE, savedId, ...extra });

export const savedIdOf = (state: unknown): Identifier | undefined => {
  const savedId = (state as { savedId?: unknown } | null)?.savedId;
  return typeof savedId === 'string' || typeof savedId === 'number' ? savedId : undefined;
};

/** How long the saved record stays highlighted in its list. */
export const SAVED_HIGHLIGHT_MS = 4000;
