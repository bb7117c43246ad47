import type { CartRow } from '../cart/cart.repository';
import type { LoyaltyRepository, VoucherRow } from './loyalty.repository';
import type { OwnerProfile, SpecialProfileRepository } from './special-profile.repository';

/** What the cart answer needs about loyalty and §6 profiles, loaded with the cart: its owner's profile and reward voucher. */
export interface CartLoyalty {
  /** The registered owner's profile (undefined for a guest's cart). */
  readonly owner: OwnerProfile | undefined;
  /** The voucher applied with PUT reward (undefined: none). */
  readonly reward: VoucherRow | undefined;
  readonly now: Date;
}

export class CartLoyaltySource {
  constructor(private readonly profiles: SpecialProfileRepository, private readonly loyalty: LoyaltyRepository) {}

  async load(cart: CartRow, now: Date): Promise<CartLoyalty> {
    const [owner, reward] = await Promise.all([this.profiles.ownerProfile(cart.owner_id, now), this.loyalty.cartReward(cart.id)]);
    return { owner, reward, now };
  }
}
