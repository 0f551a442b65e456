/** The provider's table of the day's dollar rates ('Tipos de cambio', docs/departures.md), in Spanish. */
export const exchangeRateMessages = {
  badDay: 'La fecha debe ser un día válido (dd/mm/aaaa).',
  dayTooLate: 'La fecha no puede ser posterior a mañana: el Banco Central publica el tipo de cambio de un día la víspera.',
  badRate: 'El tipo de cambio debe ser un monto en colones por dólar entre ₡100 y ₡2,000, con dos decimales como máximo.',
  dayTaken: 'Ya hay un tipo de cambio para ese día: cámbielo desde la lista.',
  pastDay: 'El tipo de cambio de un día pasado no se cambia: los comprobantes de ese día ya lo indican.',
  created: 'Tipo de cambio registrado',
  updated: 'Tipo de cambio actualizado',
} as const;
