import { err, ok, type ResultAsync } from 'neverthrow';
import { checkShippingDestination, shippingMethodDeliversTo, type AddressInput, type Cart, type Clock, type ShippingAddressValidation } from '@switchback/core';
import type { CartRepository } from '../cart/cart.repository';
import type { Caller, CartService } from '../cart/cart.service';
import { failure, type ApiFailure } from '../errors/api-failure';
import { destinationFailure } from './destination-failure';

type ShippingEntry = AddressInput & { email: string; shippingId: string };

/** The only shipment of this slice ("me": home delivery). */
const SHIPMENT_ID = 'me';

/**
 * Issue 10 §2: a shipping address checked before it is set (core's `checkShippingDestination`: the country is
 * shipped to, the postcode has the country's format, no post-office box the chosen method cannot deliver to), and
 * the cart's shipping or billing address taken off again.
 */
export class AddressService {
  constructor(
    private readonly cartService: CartService,
    private readonly carts: CartRepository,
    private readonly clock: Clock,
  ) {}

  /** The addresses as the cart would store them; nothing is stored. The cart must be the caller's (404 otherwise). */
  validateShippingAddress(caller: Caller, basketId: string, entries: readonly ShippingEntry[]): ResultAsync<ShippingAddressValidation, ApiFailure> {
    return this.cartService.owned(caller, basketId).andThen((cart) => {
      const addresses: ShippingAddressValidation['addresses'][number][] = [];
      for (const [index, entry] of entries.entries()) {
        if (entry.shippingId !== SHIPMENT_ID) return err(failure.invalid(`${index}.shippingId`, `shippingId must be '${SHIPMENT_ID}'`));
        const checked = checkShippingDestination(entry, { siteId: cart.site_id, email: entry.email, shippingMethod: cart.shipping_method ?? undefined });
        if (checked.isErr()) return err(destinationFailure(checked.error, (field) => `${index}.${field}`));
        addresses.push({ ...checked.value.address, email: checked.value.email, shippingId: entry.shippingId });
      }
      return ok({ valid: true as const, addresses });
    });
  }

  /**
   * The cart forgets its shipping address and contact e-mail. The chosen shipping method is re-evaluated by core's
   * rule for the address the cart now has (none: every method of the site delivers, so the choice stays).
   */
  removeShippingAddress(caller: Caller, basketId: string): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      const keepMethod = cart.shipping_method !== null && shippingMethodDeliversTo(cart.site_id, cart.shipping_method, null);
      await this.carts.clearShippingAddress(cart.id, keepMethod, this.clock.now());
      return ok(undefined);
    });
  }

  removeBillingAddress(caller: Caller, basketId: string): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      await this.carts.clearBillingAddress(cart.id, this.clock.now());
      return ok(undefined);
    });
  }
}
