import { useEffect } from 'react';

export const APP_NAME = 'Portal de Comercios';

/** The browser tab's title for a screen: its heading, then the portal's name ('Comercios · Portal de Comercios'). */
export const pageTitle = (heading?: string | null) => {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
};

/** Names the tab after a page's heading (the sign-in and change-password pages, which have no admin layout). */
export const usePageTitle = (heading?: string | null) => {
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);
};

/**
 * Names the tab after the heading react-admin's <Title> writes into the layout's title element,
 * so every screen, built or to come, gets its own title with no list of titles to keep.
 */
export const useTitleFromHeading = (elementId: string) => {
  useEffect(() => {
    const heading = document.getElementById(elementId);
    if (!heading) return;
    const update = () => {
      document.title = pageTitle(heading.textContent);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [elementId]);
};
