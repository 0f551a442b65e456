import { type Theme, alpha } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LEFT_AFTER_SAVE } from './useLeaveGuard';

/**
 * The navigation state a form leaves with once its success dialog is closed: it left after a
 * save (the leave guard lets it go), and which record of which resource was saved, so the list it
 * returns to can open that record's page and point it out (ResourceList, the product catalogue).
 */
export const leftAfterSave = (saved?: { id?: Identifier; resource?: string }, extra: Record<string, unknown> = {}) => ({
  ...LEFT_AFTER_SAVE,
  savedId: saved?.id,
  savedResource: saved?.resource,
  ...extra,
});

/** The saved record's id, when the state names one of `resource` (or names no resource). */
export const savedIdOf = (state: unknown, resource?: string): Identifier | undefined => {
  const { savedId, savedResource } = (state ?? {}) as { savedId?: unknown; savedResource?: unknown };
  if (resource && savedResource !== undefined && savedResource !== resource) return undefined;
  return typeof savedId === 'string' || typeof savedId === 'number' ? savedId : undefined;
};

/** How long the saved record stays highlighted in its list. */
export const SAVED_HIGHLIGHT_MS = 4000;

/** The just-saved record's look: a tinted background and a bar at its start, fading out when it ends. */
export const FADE = { transition: 'background-color 600ms ease-out, box-shadow 600ms ease-out' };
export const SAVED_LOOK = {
  ...FADE,
  backgroundColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.14),
  boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
};

/**
 * Keeps the record highlighted for SAVED_HIGHLIGHT_MS from each time it is found (a new object
 * each time, so saving the same record twice points it out twice), after scrolling the element
 * marked `data-saved-record` into view.
 */
export const useHighlight = (found: { id: Identifier } | undefined) => {
  const [shown, setShown] = useState<Identifier>();
  useEffect(() => {
    if (found === undefined) return undefined;
    setShown(found.id);
    const timer = window.setTimeout(() => setShown(undefined), SAVED_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [found]);
  useEffect(() => {
    // the record is on screen by now: bring it into view (a long page, a phone)
    if (shown !== undefined) document.querySelector('[data-saved-record="true"]')?.scrollIntoView({ block: 'center' });
  }, [shown]);
  return shown;
};

/** For a list without pages (the product catalogue): the record of `resource` just saved, while it stands out. */
export const useJustSaved = (resource: string) => {
  const location = useLocation();
  const [found, setFound] = useState<{ id: Identifier }>();
  const savedId = savedIdOf(location.state, resource);
  useEffect(() => setFound(savedId === undefined ? undefined : { id: savedId }), [location.key, savedId]);
  return useHighlight(found);
};
