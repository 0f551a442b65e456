import { foldForSearch } from '../../src/domain/textFold';
import { conflict } from '../http';

/**
 * Refuses a name that another record of the same set already has, compared as people read names:
 * trimmed, case and accents aside ('terraza ', 'Térraza' and 'Terraza' are one section). `records`
 * is the set the name must be unique in (a merchant's sections, one menu's products); `self` is
 * the record being updated, which may keep its own name. Answers 409 with the message naming the
 * existing record and `field`, so the form shows it on the name input.
 */
export const refuseTakenName = <R extends { name: string }>(
  records: readonly R[],
  name: string,
  self: R | undefined,
  message: (existing: string) => string,
  field = 'name',
) => {
  const wanted = foldForSearch(name);
  const existing = records.find((record) => record !== self && foldForSearch(record.name) === wanted);
  if (existing) throw conflict(message(existing.name), { field });
};
