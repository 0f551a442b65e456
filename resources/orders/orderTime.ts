import { crDateTime } from '../../src/domain/costaRicaTime';

/** 'HH:mm' of an ISO moment in Costa Rica time, as the floor reads the clock. */
export const orderTime = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : crDateTime(at).slice(11, 16);
};
