/** dd/mm/aaaa from `YYYY-MM-DD`, as Costa Rica writes a day. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
