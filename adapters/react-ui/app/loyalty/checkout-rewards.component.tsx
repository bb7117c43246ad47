import type { Cart } from '@switchback/core';
import { RewardPicker } from './reward-picker.component';
import { SpendBanner } from './spend-banner.component';

/** What the checkout's payment step shows of issue 9's loyalty and special profiles: the spend banner and the reward picker. */
export function CheckoutRewards({ cart }: { readonly cart: Pick<Cart, 'reward' | 'totals' | 'spendBanner'> }) {
  return (
    <div className="checkout-rewards">
      <SpendBanner banner={cart.spendBanner} />
      <RewardPicker cart={cart} />
    </div>
  );
}
