import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';

/**
 * docs/spec-reference.md §8: a merchant save that fails shows the server's reason when it gave one, otherwise
 * 'Ocurrió un error actualizando el comercio.' instead of the generic communication text.
 */
export const merchantSaveError = (error: { message?: string }) =>
  !error?.message || error.message === messages.communication ? providerMessages.merchantSaveFailed : undefined;
