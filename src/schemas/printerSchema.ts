import { z } from 'zod';
import { floorMessages as text } from '../domain/floorMessages';
import { isIpv4, PRINTER_LOCATIONS } from '../domain/floorRules';
import { choiceId, patternText, requiredText } from './fields';

const locationIds: number[] = PRINTER_LOCATIONS.map((location) => location.id);

/** docs/spec-reference.md §3/§5 printer: name, a valid IPv4 address and its location (1 Cocina, 2 Cajas, 3 Barra). */
export const printerSchema = z.object({
  name: requiredText(60),
  ip: patternText(15, /^[\d.]+$/, text.printerIp, { required: true }).refine(isIpv4, text.printerIp),
  typeId: choiceId().refine((id) => locationIds.includes(id), text.printerLocation),
});

export type PrinterInput = z.output<typeof printerSchema>;
