import { texts } from '../texts';

export const Spinner = ({ label = texts.loading }: { label?: string }) => (
  <div className="spinner-box" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <span className="spinner-label">{label}</span>
  </div>
);
