import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { languageReady } from './language';
import './styles.css';

// docs/spec-reference.md §9: a brand-named style class on the page body
document.body.classList.add('portal-comercios');

void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
