import type { AddressInput } from '@switchback/core';

/** An address as a postal block, in the country's own format (lines made on the server by core's rules). */
export function AddressBlock({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

/** The lines of an address until core's per-country printer is merged (rules branch). */
export function addressLinesOf(address: AddressInput): string[] {
  const name = `${address.firstName} ${address.lastName}`;
  const locality = address.countryCode === 'US'
    ? `${address.city}${address.province ? `, ${address.province}` : ''} ${address.postalCode}`
    : `${address.postalCode} ${address.city}`;
  return [name, address.addressLine1, ...(address.addressLine2 ? [address.addressLine2] : []), locality, address.countryCode, address.phone];
}
