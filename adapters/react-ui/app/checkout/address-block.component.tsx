import type { AddressInput } from '@switchback/core';

/** An address as a postal block. */
export function AddressBlock({ address }: { address: AddressInput }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.postalCode} {address.city}
      {address.province ? `, ${address.province}` : ''}
      <br />
      {address.countryCode} · {address.phone}
    </address>
  );
}
