/** The diner's menu for a table: the public app at /menuqr/{token} on the portal's own host (docs/departures.md). */
export const menuLink = (token: string, origin = window.location.origin) => `${origin}/menuqr/${encodeURIComponent(token)}`;
