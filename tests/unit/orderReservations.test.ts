import { describe, expect, it } from 'vitest';
import { isSoldOut, type OrderReservation, releaseForOrder, reserveForOrder } from '../../mock-api/restaurant/orderReservations';
import type { OrderRecord, ProductRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';

const order = { id: 1 } as OrderRecord;

const counter = (name: string, log: string[], refuse = false): OrderReservation => ({
  collections: [name],
  check: () => {
    log.push(`check ${name}`);
    if (refuse) throw new Error(`${name} refused`);
  },
  apply: (_state, _order, direction) => {
    log.push(`${direction} ${name}`);
  },
});

describe('order reservations', () => {
  it('checks every reservation before taking anything, and names what to save', () => {
    const log: string[] = [];
    const saved = reserveForOrder({} as StateWithRestaurant, order, 0, [counter('products', log), counter('stocks', log)]);
    expect(log).toEqual(['check products', 'check stocks', 'take products', 'take stocks']);
    expect(saved).toEqual(['products', 'stocks']);
  });

  it('takes nothing when one reservation refuses the order', () => {
    const log: string[] = [];
    expect(() => reserveForOrder({} as StateWithRestaurant, order, 0, [counter('products', log), counter('stocks', log, true)])).toThrow('stocks refused');
    expect(log.filter((line) => line.startsWith('take'))).toEqual([]);
  });

  it('gives back through every reservation on cancel', () => {
    const log: string[] = [];
    releaseForOrder({} as StateWithRestaurant, order, 0, [counter('products', log), counter('stocks', log)]);
    expect(log).toEqual(['giveBack products', 'giveBack stocks']);
  });
});

describe('sold out', () => {
  it('is sold out when any reservation cannot serve one unit', () => {
    const product = { id: 7 } as ProductRecord;
    const never: OrderReservation = { collections: [], check: () => {}, apply: () => {} };
    const empty: OrderReservation = { ...never, soldOut: (_state, candidate) => candidate.id === 7 };
    expect(isSoldOut({} as StateWithRestaurant, product, [never])).toBe(false);
    expect(isSoldOut({} as StateWithRestaurant, product, [never, empty])).toBe(true);
  });
});
