import type { Result } from 'neverthrow';
import { addAddress, removeAddress, setMainAddress, type AccountAddress, type AddressError } from './addresses';

/**
 * §4 (Checkout step: "a saved main card") with §3 Payment instrument `card.main`: saved cards follow the address book's
 * main-flag rule with a single type — the first saved card becomes main, setting one main clears the others, removing
 * the main card makes the oldest remaining one main. The rule is the address rule of `addresses.ts`, applied to
 * cards under one type letter; it is not written twice.
 */
export interface SavedCardRef {
  readonly id: string;
  readonly main?: boolean;
}

export type SavedCardError =
  | { readonly type: 'CardNotFound'; readonly id: string }
  | { readonly type: 'DuplicateCardId'; readonly id: string }
  | { readonly type: 'InvalidCardId' };

/** Every card is of one type for the main-flag rule: its key is the id behind one fixed type letter. */
const asAddress = <C extends SavedCardRef>(card: C): C & AccountAddress => ({ ...card, id: `C${card.id}` });
const asCard = <C extends SavedCardRef>(card: C): C => ({ ...card, id: card.id.slice(1) });

const cardError = (error: AddressError): SavedCardError => {
  switch (error.type) {
    case 'AddressNotFound':
      return { type: 'CardNotFound', id: error.id.slice(1) };
    case 'DuplicateAddressId':
      return { type: 'DuplicateCardId', id: error.id.slice(1) };
    case 'InvalidAddressId':
      return { type: 'InvalidCardId' };
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
};

const run = <C extends SavedCardRef>(result: Result<C[], AddressError>): Result<C[], SavedCardError> =>
  result.map((list) => list.map(asCard)).mapErr(cardError);

/** The first saved card becomes main; a card added as main takes the flag from the others. */
export function addSavedCard<C extends SavedCardRef>(cards: readonly C[], card: C): Result<C[], SavedCardError> {
  if (card.id.trim() === '') return run<C>(addAddress<C>([], { ...card, id: ' ' }));
  return run(addAddress(cards.map(asAddress), asAddress(card)));
}

/** Setting one card main clears main on every other card. */
export function setMainCard<C extends SavedCardRef>(cards: readonly C[], id: string): Result<C[], SavedCardError> {
  return run(setMainAddress(cards.map(asAddress), `C${id}`));
}

/** Removing the main card makes the oldest remaining card main. */
export function removeSavedCard<C extends SavedCardRef>(cards: readonly C[], id: string): Result<C[], SavedCardError> {
  return run(removeAddress(cards.map(asAddress), `C${id}`));
}

/** The main saved card, if any. */
export const mainCardOf = <C extends SavedCardRef>(cards: readonly C[]): C | undefined => cards.find((card) => card.main === true);
