import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The diner app (QR menu, order, receipt, card form, voucher) is built in its own issue.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Menú</h1>
      <p>En construcción</p>
    </main>
  </StrictMode>,
);
