import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the admin (react-admin and every screen) into the page, replacing whatever was there. */
export const mountAdmin = (container: HTMLElement) => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
