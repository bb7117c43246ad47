import type { Flash } from '../contract';
import { catalogueError, type CommerceError, type ErrorId } from '../errors';

/** §8 flash types that stop a prepared order, and the catalogue error each one stands for. */
const BLOCKING_FLASH: Readonly<Record<string, ErrorId>> = {
  ProductLineItemInventoryMissing: 'ITEM_OOS',
  ProductLineItemFullInventoryMissing: 'ITEM_OOS',
  ProductItemNotAvailable: 'ITEM_NOT_AVAILABLE',
  ProductItemMaxQuantity: 'ADDED_MAX_QUANTITY',
  InvalidShippingAddress: 'CANT_SHIP_THERE',
  PaymentNotAuthorized: 'PAYMENT_ERROR',
};

/**
 * Why prepareOrder answered `ready: false`, as an error: the first flash with a known type decides, carrying its
 * message; without one the upstream gave no reason, which is GEN500.
 */
export function notReadyError(flash: readonly Flash[]): CommerceError {
  for (const entry of flash) {
    const errorId = Object.prototype.hasOwnProperty.call(BLOCKING_FLASH, entry.type) ? BLOCKING_FLASH[entry.type] : undefined;
    if (errorId !== undefined) return catalogueError(errorId, entry.message ? { message: entry.message } : {});
  }
  return catalogueError('GEN500');
}
