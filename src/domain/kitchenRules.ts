import { PRINTER_LOCATIONS } from './floorRules';
import type { LocatedPrinter } from './wire/board';

/**
 * What the kitchen (and the bar) see and print of an order. A product says
 * where it is prepared with `preparedAt`, one of the printer locations (floorRules.ts), or null
 * for what is handed over as it is (a book, a bag of coffee): those lines never reach the kitchen
 * view nor a ticket.
 */

/** A new product is prepared in the kitchen (Cocina) unless the form says otherwise. */
export const DEFAULT_PREPARED_AT = 1;

/** Minutes since the order at which its card turns orange, then red. */
export const KITCHEN_LATE_MINUTES = 10;
export const KITCHEN_OVERDUE_MINUTES = 20;

export type KitchenAge = 'onTime' | 'late' | 'overdue';

/** Whole minutes since the order was placed (never negative: a clock slightly behind reads 0). */
export const minutesSince = (placedIso: string, now: number) => {
  const at = Date.parse(placedIso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / 60_000));
};

export const kitchenAge = (minutes: number): KitchenAge =>
  minutes >= KITCHEN_OVERDUE_MINUTES ? 'overdue' : minutes >= KITCHEN_LATE_MINUTES ? 'late' : 'onTime';

export interface PreparedLine {
  preparedAt: number | null;
}

/** The lines somebody has to prepare. */
export const preparedLines = <L extends PreparedLine>(lines: readonly L[]) => lines.filter((line) => line.preparedAt !== null);

export interface KitchenTicket<L> {
  locationId: number;
  /** The location's printer (its first, by id), or null when the merchant has none there. */
  printer: LocatedPrinter | null;
  lines: L[];
}

/**
 * One ticket per location the order's lines are prepared at, in the locations' order, each for
 * that location's printer: an order of a casado and a beer prints one for Cocina and one for Barra.
 */
export const kitchenTickets = <L extends PreparedLine>(lines: readonly L[], printers: readonly LocatedPrinter[]): KitchenTicket<L>[] =>
  PRINTER_LOCATIONS.flatMap(({ id }) => {
    const here = lines.filter((line) => line.preparedAt === id);
    if (here.length === 0) return [];
    const printer = printers.filter((candidate) => candidate.typeId === id).sort((a, b) => a.id - b.id)[0] ?? null;
    return [{ locationId: id, printer, lines: here }];
  });
