import type { ProductCallout } from '@switchback/core';

/** Product-level callouts on a product page or a listing card (the product's promotions, and the shopper's cart's for it). */
export function ProductCallouts({ callouts, className = 'product-callouts' }: { callouts: readonly ProductCallout[]; className?: string }) {
  if (callouts.length === 0) return null;
  return (
    <ul className={className}>
      {callouts.map((promotion) => (
        <li key={promotion.promotionId} className="product-callout" data-promotion={promotion.promotionId}>{promotion.message}</li>
      ))}
    </ul>
  );
}
