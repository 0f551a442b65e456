/** A fresh key for one action (an order, a call, a payment): a retry of that action sends it again. Random, 32 hex digits. */
export const newIdempotencyKey = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
