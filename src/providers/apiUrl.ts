/**
 * The API's base address, read once: VITE_API_URL at build time (the provider's real API),
 * else `/api`, where `npm start` and `npm run preview` serve the mock API.
 */
export const API_URL: string = ((import.meta.env?.VITE_API_URL as string | undefined) || '/api').replace(/\/+$/, '');
