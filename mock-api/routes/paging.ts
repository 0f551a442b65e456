import { providerMessages } from '../../src/domain/providerMessages';
import { badRequest } from '../http';

/**
 * Server paging of GET …/{page}/{size} lists (merchants 15, users 25). Pages count from 1,
 * like the admin's pager; a page past the end answers no rows with the true page count.
 */
export const MAX_PAGE_SIZE = 100;

export const pageParams = (page: string | undefined, size: string | undefined) => {
  const pageNumber = /^\d{1,6}$/.test(page ?? '') ? Number(page) : 0;
  const pageSize = /^\d{1,3}$/.test(size ?? '') ? Number(size) : 0;
  if (pageNumber < 1 || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw badRequest(providerMessages.invalidPage);
  return { page: pageNumber, size: pageSize };
};

export const pageOf = <T>(rows: T[], { page, size }: { page: number; size: number }) => ({
  rows: rows.slice((page - 1) * size, page * size),
  pages: Math.ceil(rows.length / size),
});

/** Names in Spanish dictionary order, accents ignored. */
export const byText = <T>(text: (row: T) => string) => (a: T, b: T) => text(a).localeCompare(text(b), 'es', { sensitivity: 'base' });
