/**
 * A loyalty card's stamps (our rule; the specification names 'sellos' without one): one stamp per
 * visit with a purchase, and this many make the card's free product, after which it starts again.
 * The seed's clients hold 0 to 9.
 */
export const STAMPS_FOR_REWARD = 10;
