import { type SearchDraft, type SearchField, searchBody, SEARCH_FIELDS } from '../../src/domain/transactionSearch';
import { transactionFilterSchema } from '../../src/schemas/reportFilterSchemas';

/**
 * The search fields' problems, from the same schema the mock API applies to the body (the dates,
 * checked apart by the date range filter, are given valid here so only the search speaks).
 */
export const searchErrors = (draft: SearchDraft): Partial<Record<SearchField, string>> => {
  const result = transactionFilterSchema.safeParse({ startDate: '2000-01-01', endDate: '2000-01-01', ...searchBody(draft) });
  if (result.success) return {};
  const errors: Partial<Record<SearchField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SearchField;
    if (SEARCH_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
};
