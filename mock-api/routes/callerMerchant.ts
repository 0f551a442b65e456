import type { Request } from 'express';
import { sessionOf } from '../auth/session';
import { forbidden } from '../http';

/** The merchant a merchant-side endpoint works on: always the caller's own, never one named in the request. */
export const callerMerchant = (req: Request): number => {
  const scope = sessionOf(req).merchantScope;
  if (scope === null) throw forbidden();
  return scope;
};
