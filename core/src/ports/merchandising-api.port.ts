import type { ResultAsync } from 'neverthrow';
import type { NotifyMeRequest, NotifyMeResponse, ProductSet, ProductSetsResponse } from '../contract';
import type { CommerceError } from '../errors';

/** Product sets and back-in-stock requests (issue 11) over the upstream. */
export interface MerchandisingApi {
  /** The sets a product is part of (none: an empty list). */
  productSets(productId: string): ResultAsync<ProductSetsResponse, CommerceError>;
  /** A set with each product's details and its total price; PRODUCT_SET_NOT_FOUND for an unknown set. */
  productSet(productSetId: string): ResultAsync<ProductSet, CommerceError>;
  /** "Tell me when this size is back" (NOTIFY_ME_IN_STOCK when the size can be ordered now). */
  notifyMe(request: NotifyMeRequest): ResultAsync<NotifyMeResponse, CommerceError>;
}
