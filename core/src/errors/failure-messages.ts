import type { CommerceError } from './commerce-error';

/** §8: item removal failure. */
export const ITEM_REMOVAL_FAILURE_MESSAGE = 'Unable to remove item from cart. Please try again later.';

/** §8 example PYT300: card already exists. */
export const CARD_ALREADY_EXISTS_CODE = 'PYT300';

/** Translation keys of the save-failure texts (§8: "translated"), with their English text. */
export const SAVE_FAILURE_TEXTS = {
  creditCardSaveFailed: 'Your credit card could not be saved. Please try again.',
  giftCardAlreadyExists: 'This gift card is already saved to your account.',
  giftCardSaveFailed: 'Your gift card could not be saved. Please try again.',
} as const;
export type SaveFailureTextKey = keyof typeof SAVE_FAILURE_TEXTS;

/** An auto-closing error toast (§8: both save failures are auto-closing error toasts). */
export interface ErrorToast {
  readonly type: 'error';
  readonly title: string;
  readonly autoClose: true;
}

const isCardAlreadyExists = (error: CommerceError): boolean =>
  error.type === 'ApiError' && (error.errorId === CARD_ALREADY_EXISTS_CODE || error.code === CARD_ALREADY_EXISTS_CODE);

const english = (key: SaveFailureTextKey): string => SAVE_FAILURE_TEXTS[key];

/** §8: saving a credit card fails — card already exists shows the server message; otherwise 'credit card save failed' (translated). */
export function cardSaveFailureToast(error: CommerceError, translate: (key: SaveFailureTextKey) => string = english): ErrorToast {
  const title = isCardAlreadyExists(error) && error.message.trim() !== '' ? error.message : translate('creditCardSaveFailed');
  return { type: 'error', title, autoClose: true };
}

/** §8: saving a gift card fails — card already exists gives the gift-card-already-exists text, otherwise gift-card-save-failed. */
export function giftCardSaveFailureToast(error: CommerceError, translate: (key: SaveFailureTextKey) => string = english): ErrorToast {
  return { type: 'error', title: translate(isCardAlreadyExists(error) ? 'giftCardAlreadyExists' : 'giftCardSaveFailed'), autoClose: true };
}
