/**
 * The board's stream numbers its events `<boot>-<n>` per merchant (mock-api/restaurant/orderEvents.ts):
 * whether event `id` came after `than`. Ids of another boot (the server restarted) are not comparable: false.
 */
export const eventIsAfter = (id: string, than: string) => {
  const [boot, sequence] = id.split('-');
  const [otherBoot, otherSequence] = than.split('-');
  return boot === otherBoot && /^\d+$/.test(sequence ?? '') && /^\d+$/.test(otherSequence ?? '') && Number(sequence) > Number(otherSequence);
};
