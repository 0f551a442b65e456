/**
 * When company settings warn about the signing certificate: from 30 days before it
 * expires, and once it has expired (Hacienda refuses documents signed with it).
 */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 3600_000;

export type CertificateExpiry = { state: 'valid' } | { state: 'expiring'; days: number } | { state: 'expired' };

export const certificateExpiry = (notAfter: string | number | Date, now: number): CertificateExpiry => {
  const end = new Date(notAfter).getTime();
  if (!Number.isFinite(end) || end <= now) return { state: 'expired' };
  const days = Math.ceil((end - now) / DAY_MS);
  return days <= EXPIRY_WARNING_DAYS ? { state: 'expiring', days } : { state: 'valid' };
};
