import { useEffect } from 'react';
import { pageTitle } from './pageTitleText';

// the words alone live apart, so the sign-in page names its tab without loading React
export { APP_NAME, pageTitle } from './pageTitleText';

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
