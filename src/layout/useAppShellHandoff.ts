import { useEffect } from 'react';
import { hideAppShell } from './appShell';

/** The admin's own frame has mounted: the plain app shell drawn while it loaded (appShell.ts) goes. */
export const useAppShellHandoff = () => useEffect(() => hideAppShell(), []);
