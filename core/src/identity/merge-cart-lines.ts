import { checkLineQuantity } from '../cart/cart-pricing';

/**
 * Issue 7 §3 / commerce-core §4 login merge: the quantity of one variant after the guest's line joins the
 * consumer's. Quantities are summed and capped at the line maximum (core's `checkLineQuantity`: stock capped at 10),
 * and nothing is lost: the result is never below what either side already held (a line above today's limit, because
 * stock fell since it was added, keeps its quantity; an out-of-stock line stays, for the cart to flag).
 * `consumerQty` is 0 when the consumer has no line of the variant.
 */
export function mergedLineQuantity(stockQty: number, consumerQty: number, guestQty: number): number {
  const sum = consumerQty + guestQty;
  const floor = Math.max(consumerQty, guestQty);
  return checkLineQuantity(stockQty, sum).match(
    () => sum,
    (problem) => (problem.type === 'MaxQuantityExceeded' ? Math.max(problem.maxAllowedQty, floor) : floor),
  );
}
