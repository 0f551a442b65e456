import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { languageReady } from './language';
import './styles.css';

// docs/spec-reference.md §9: a brand-named style class on the page body
document.body.classList.add('portal-comercios');

/**
 * Paint first: React replaces the page's frame only once the frame has been painted (the
 * frame after next, or 100 ms in a tab that paints nothing), so a phone whose scripts arrive with
 * the page still shows the merchant's name at once rather than after React's first render.
 */
const framePainted = new Promise((painted) => {
  requestAnimationFrame(() => setTimeout(painted));
  setTimeout(painted, 100);
});

void Promise.all([languageReady, framePainted]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
