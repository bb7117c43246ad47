import type { ApproachingPromotionView } from '@switchback/core';

/** Product-level callouts on a product page or a listing card (the promotions of the shopper's cart for that product). */
export function ProductCallouts({ callouts, className = 'product-callouts' }: { callouts: readonly ApproachingPromotionView[]; className?: string }) {
  if (callouts.length === 0) return null;
  return (
    <ul className={className}>
      {callouts.map((promotion) => (
        <li key={promotion.promotionId} className="product-callout" data-promotion={promotion.promotionId}>{promotion.message}</li>
      ))}
    </ul>
  );
}
