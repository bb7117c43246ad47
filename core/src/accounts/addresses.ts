import { err, ok, type Result } from 'neverthrow';

/** §3 Address: the fields the main-flag rule reads; any other field is carried along untouched. */
export interface AccountAddress {
  readonly id: string;
  /** The default flag. */
  readonly main?: boolean;
}

export type AddressError =
  | { readonly type: 'AddressNotFound'; readonly id: string }
  | { readonly type: 'DuplicateAddressId'; readonly id: string }
  | { readonly type: 'InvalidAddressId' };

/**
 * §4: the type of an address is identified by the first letter of its id (S shipping, B billing, §3 approachType).
 * Upper-cased, so `s-12` and `S-12` are of one type.
 */
export const addressTypeOf = (id: string): string => (id[0] ?? '').toUpperCase();

const sameType = (a: AccountAddress, b: AccountAddress): boolean => addressTypeOf(a.id) === addressTypeOf(b.id);

/**
 * §4: adds an address. The first address of a type becomes main automatically; an address added as main takes the
 * flag from the other address of its type (as setting main does). Ids are unique and never blank.
 */
export function addAddress<A extends AccountAddress>(addresses: readonly A[], address: A): Result<A[], AddressError> {
  if (address.id.trim() === '') return err({ type: 'InvalidAddressId' });
  if (addresses.some((existing) => existing.id === address.id)) return err({ type: 'DuplicateAddressId', id: address.id });
  const firstOfType = !addresses.some((existing) => sameType(existing, address));
  if (firstOfType) return ok([...addresses, { ...address, main: true }]);
  if (address.main === true) {
    return ok([...addresses.map((existing) => (sameType(existing, address) && existing.main ? { ...existing, main: false } : existing)), address]);
  }
  return ok([...addresses, { ...address, main: false }]);
}

/** §4: setting one main clears main on the other address of the same type; other types are untouched. */
export function setMainAddress<A extends AccountAddress>(addresses: readonly A[], id: string): Result<A[], AddressError> {
  const target = addresses.find((address) => address.id === id);
  if (target === undefined) return err({ type: 'AddressNotFound', id });
  return ok(addresses.map((address) => {
    if (address.id === id) return address.main === true ? address : { ...address, main: true };
    if (sameType(address, target) && address.main === true) return { ...address, main: false };
    return address;
  }));
}

/**
 * §4 (the same rule, on removal): removing an address keeps one main per type while addresses of that type remain —
 * when the main one goes, the first remaining address of its type (the oldest, in list order) becomes main.
 */
export function removeAddress<A extends AccountAddress>(addresses: readonly A[], id: string): Result<A[], AddressError> {
  const target = addresses.find((address) => address.id === id);
  if (target === undefined) return err({ type: 'AddressNotFound', id });
  const rest = addresses.filter((address) => address.id !== id);
  if (target.main !== true) return ok(rest);
  const heir = rest.find((address) => sameType(address, target));
  return ok(rest.map((address) => (address === heir ? { ...address, main: true } : address)));
}

/** The main address of a type (`'S'` or `'B'`), if there is one. */
export const mainAddressOf = <A extends AccountAddress>(addresses: readonly A[], type: string): A | undefined =>
  addresses.find((address) => address.main === true && addressTypeOf(address.id) === type.toUpperCase());
