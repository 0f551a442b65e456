import { crWeekdayAndMinute } from './costaRicaTime';

/**
 * A menu's hours: slots of weekdays (1 lunes … 7 domingo) and a time span 'HH:MM' to
 * 'HH:MM' in Costa Rica time, the end not included. No slot means always available. Outside
 * them the QR menu leaves the menu (and its submenus) out and an order for its products is refused.
 */
export interface MenuSlot {
  days: number[];
  from: string;
  to: string;
}

export const WEEKDAYS = [
  { id: 1, name: 'Lunes', short: 'Lun' },
  { id: 2, name: 'Martes', short: 'Mar' },
  { id: 3, name: 'Miércoles', short: 'Mié' },
  { id: 4, name: 'Jueves', short: 'Jue' },
  { id: 5, name: 'Viernes', short: 'Vie' },
  { id: 6, name: 'Sábado', short: 'Sáb' },
  { id: 7, name: 'Domingo', short: 'Dom' },
] as const;

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:MM' text. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a menu with these slots is available at an instant. */
export const isMenuOpen = (availability: readonly MenuSlot[] | undefined, epochMs: number) => {
  if (!availability || availability.length === 0) return true;
  const { weekday, minute } = crWeekdayAndMinute(epochMs);
  return availability.some((slot) => slot.days.includes(weekday) && minutesOf(slot.from) <= minute && minute < minutesOf(slot.to));
};

/** 'Lun–Vie 06:00–11:00' style summary of the slots, for the admin's list. */
export const describeSlots = (availability: readonly MenuSlot[]) =>
  availability
    .map((slot) => {
      const days = [...slot.days].sort((a, b) => a - b);
      const consecutive = days.length > 2 && days.every((day, index) => index === 0 || day === days[index - 1] + 1);
      const shortOf = (id: number) => WEEKDAYS.find((weekday) => weekday.id === id)?.short ?? '';
      const named = consecutive ? `${shortOf(days[0])}–${shortOf(days[days.length - 1])}` : days.map(shortOf).join(', ');
      return `${named} ${slot.from}–${slot.to}`;
    })
    .join('; ');
