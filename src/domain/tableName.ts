/**
 * The name a round or a payment of a table's bill carries when the diner gave none: the table's own.
 * Stored as it is (the board and the day's close read it in Spanish); the diner app shows it in the
 * diner's language (public-app/src/tab/TabPage.tsx).
 */
export const TABLE_NAME = 'Mesa';
