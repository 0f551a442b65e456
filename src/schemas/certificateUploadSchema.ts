import { z } from 'zod';
import { fiscalMessages as text } from '../domain/fiscalMessages';
import { schemaMessages } from './schemaMessages';

/** A .p12 is a few kilobytes; 64 KB leaves room for a long chain and stays far inside the body limit. */
export const MAX_P12_BYTES = 64 * 1024;
const MAX_BASE64 = Math.ceil(MAX_P12_BYTES / 3) * 4;

/**
 * The merchant's Hacienda cryptographic key as company settings upload it: the .p12
 * file as base64 and its PIN (Hacienda's are 4 digits). Whether the PIN opens the file is the
 * server's check (mock-api/receipts/p12.ts); the PIN is never stored, answered or logged.
 */
export const certificateUploadSchema = z.object({
  file: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.certificateMissing : schemaMessages.invalidType) })
    .min(1, text.certificateMissing)
    .max(MAX_BASE64, text.certificateTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, text.certificateNotP12),
  pin: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? text.pinRequired : schemaMessages.invalidType) })
    .regex(/^\d{4}$/, text.pinRequired),
});

export type CertificateUpload = z.output<typeof certificateUploadSchema>;
