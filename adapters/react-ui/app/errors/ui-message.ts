import { errorCatalogue, isKnownErrorId, type CommerceError, type ErrorId, type TransportKind } from '@switchback/core';

/** Where a message shows (§8: item-level errors at the item, input errors at the input, others at the top). */
export type UiPlacement = 'top' | 'item' | 'field';

export interface UiMessage {
  readonly text: string;
  readonly placement: UiPlacement;
  /** The form field the message belongs to, for `field` placement (dotted path, e.g. `address.postalCode`). */
  readonly field?: string;
  /** The thing asked for does not exist: a page answers 404. */
  readonly notFound: boolean;
}

type ApiError = Extract<CommerceError, { type: 'ApiError' }>;

const top = (text: string, notFound = false): UiMessage => ({ text, placement: 'top', notFound });
const atItem = (text: string): UiMessage => ({ text, placement: 'item', notFound: false });

/** Field names of the contract as a shopper reads them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  province: 'State / province',
  countryCode: 'Country',
  phone: 'Phone',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  holder: 'Name on card',
  qty: 'Quantity',
  code: 'Shipping method',
};

/** The last segment of a dotted field path as a label: `address.postalCode` → `Postal code`. */
export function fieldLabel(field: string): string {
  const key = field.split('.').pop() ?? field;
  return FIELD_LABELS[key] ?? key;
}

/**
 * A validation message as a sentence about the field: the contract says `postalCode is 3 to 10 …`,
 * the shopper reads `Postal code is 3 to 10 …`.
 */
export function fieldMessage(field: string, message: string): string {
  const key = field.split('.').pop() ?? field;
  const label = fieldLabel(field);
  const lowerLabel = label.toLowerCase();
  let text = message.trim();
  if (text.startsWith(`${key} `)) text = `${label}${text.slice(key.length)}`;
  else if (text.toLowerCase().startsWith(`${lowerLabel} `)) text = `${label}${text.slice(label.length)}`;
  else if (!text.toLowerCase().includes(lowerLabel)) text = `${label}: ${text}`;
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Configured storefront text per known error id (§8 handling table), falling back to the catalogue message. */
function knownApiErrorMessage(errorId: ErrorId, error: ApiError): UiMessage {
  const catalogueText = errorCatalogue[errorId].message;
  switch (errorId) {
    case 'PRODUCT_NOT_FOUND':
    case 'ORDER_NOT_FOUND':
    case 'NOT_FOUND':
      return top(catalogueText, true);
    case 'VARIANT_NOT_FOUND':
      return atItem(catalogueText);
    case 'CART_NOT_FOUND':
      return top('Your cart has expired. We have started a new one: please add your items again.');
    case 'ITEM_NOT_FOUND':
      return atItem(catalogueText);
    case 'ITEM_OOS':
      return atItem('Sorry, this item is out of stock and could not be added to your cart.');
    case 'ITEM_NOT_AVAILABLE':
      return atItem(catalogueText);
    case 'ADDED_MAX_QUANTITY':
      return atItem(
        error.maxAllowedQty === undefined
          ? catalogueText
          : `You can have at most ${error.maxAllowedQty} of this item in your cart.`,
      );
    case 'CART_EMPTY':
      return top('Your cart is empty. Add something before checking out.');
    case 'SHIPPING_ADDRESS_MISSING':
    case 'SHIPPING_METHOD_MISSING':
    case 'SHIPPING_METHOD_INVALID':
    case 'CANT_SHIP_THERE':
    case 'BILLING_ADDRESS_MISSING':
    case 'PAYMENT_MISSING':
    case 'PAYMENT_INSTRUMENT_NOT_FOUND':
    case 'ORDER_ALREADY_PLACED':
    case 'IDEMPOTENCY_KEY_REUSED':
      return top(catalogueText);
    case 'CC_EXPIRY_DATE_INVALID':
      return { text: 'The card has expired: check the expiry date or use another card.', placement: 'field', field: 'card.expiry', notFound: false };
    case 'PAYMENT_ERROR':
      return top('Your payment was declined. Your cart is safe: please check the card details or use another card.');
    case 'INVALID_REQUEST':
      return error.field === undefined
        ? top(error.message || catalogueText)
        : { text: fieldMessage(error.field, error.message), placement: 'field', field: error.field, notFound: false };
    case 'UNAUTHORIZED':
      return top('Your session has expired. Please reload the page and try again.');
    case 'FORBIDDEN':
      return top(catalogueText);
    case 'GEN500':
    case 'SERVICE_UNAVAILABLE':
    case 'TOO_MANY_REQUESTS':
      return top(catalogueText);
    default:
      return assertNever(errorId);
  }
}

/** An error id this storefront has no text for: the server message, placed by its transport kind. */
function unknownApiErrorMessage(kind: TransportKind, error: ApiError): UiMessage {
  const text = error.message || errorCatalogue.GEN500.message;
  switch (kind) {
    case 'NotFound':
      return top(text, true);
    case 'Invalid':
      return error.field === undefined ? top(text) : { text: fieldMessage(error.field, text), placement: 'field', field: error.field, notFound: false };
    case 'Unauthorized':
    case 'Forbidden':
    case 'Conflict':
    case 'PaymentDeclined':
    case 'Unavailable':
      return top(text);
    default:
      return assertNever(kind);
  }
}

/** THE mapper from a failed call to what the shopper reads. Every variant is handled; a new one fails to compile. */
export function uiMessage(error: CommerceError): UiMessage {
  switch (error.type) {
    case 'ApiError':
      return isKnownErrorId(error.errorId) ? knownApiErrorMessage(error.errorId, error) : unknownApiErrorMessage(error.kind, error);
    case 'NetworkError':
      return top('We could not reach the store. Check your connection and try again.');
    case 'InvalidResponse':
      return top('The store sent an answer we could not read. Please try again.');
    case 'InvalidInput':
      return { text: fieldMessage(error.field, error.message), placement: 'field', field: error.field, notFound: false };
    default:
      return assertNever(error);
  }
}

function assertNever(value: never): never {
  throw new Error(`unmapped error: ${JSON.stringify(value)}`);
}
