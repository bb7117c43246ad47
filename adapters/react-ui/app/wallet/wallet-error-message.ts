import type { WalletError } from '@switchback/core';
import { uiMessage, type UiText } from '../errors/ui-message';

/** storefront-experience §8 wallet errors, as the sheet shows them: one exhaustive mapping to the message catalogue. */
export function walletErrorMessage(error: WalletError): UiText {
  switch (error.type) {
    case 'WrongCountry':
      return { id: 'wallet.error.wrongCountry' };
    case 'CityTooLong':
      return { id: 'wallet.error.cityTooLong', values: { max: error.maxLength } };
    case 'UnserviceableAddress':
      return { id: 'wallet.error.unserviceableAddress' };
    case 'ShippingMethodNotInList':
      return { id: 'wallet.error.shippingMethodNotInList' };
    case 'ShippingMethodNotSet':
      return { id: 'wallet.error.shippingMethodNotSet' };
    case 'ContactInvalid':
      return { id: error.contact === 'shipping' ? 'wallet.error.shippingContactInvalid' : 'wallet.error.billingContactInvalid', values: { field: error.field } };
    case 'Unknown': {
      if (error.cause === undefined) return { id: 'wallet.error.unknown' };
      const message = uiMessage(error.cause);
      return { id: message.id, ...(message.values ? { values: message.values } : {}) };
    }
    default: {
      const unhandled: never = error;
      return unhandled;
    }
  }
}
