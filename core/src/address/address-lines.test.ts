import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressLines, type PrintableAddress } from './address-lines';

describe('addresses printed in the country’s own format, the country last', () => {
  it('US: "Boulder, CO 80301", not "80301 Boulder, CO / US"', () => {
    expect(addressLines({
      firstName: 'Zoë', lastName: 'Núñez', addressLine1: '2400 Pearl St', addressLine2: 'Apt 4', city: 'Boulder', province: 'CO',
      postalCode: '80301', countryCode: 'US',
    })).toEqual(['Zoë Núñez', '2400 Pearl St', 'Apt 4', 'Boulder, CO 80301', 'United States']);
  });

  it('UK: the town, then the postcode on its own line (the county between when given)', () => {
    const address: PrintableAddress = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'WC2E 9LH', countryCode: 'GB' };
    expect(addressLines(address)).toEqual(['Ada Lovelace', '12 Long Acre', 'London', 'WC2E 9LH', 'United Kingdom']);
    expect(addressLines({ ...address, city: 'Harrogate', province: 'North Yorkshire', postalCode: 'HG1 1AA' })).toEqual([
      'Ada Lovelace', '12 Long Acre', 'Harrogate', 'North Yorkshire', 'HG1 1AA', 'United Kingdom',
    ]);
  });

  it('France: "75001 Paris"; the country named in the shopper’s language', () => {
    const address: PrintableAddress = { firstName: 'Anaïs', lastName: 'Lefèvre', addressLine1: '88 rue de Rivoli', city: 'Paris', postalCode: '75001', countryCode: 'FR' };
    expect(addressLines(address, 'fr-FR')).toEqual(['Anaïs Lefèvre', '88 rue de Rivoli', '75001 Paris', 'France']);
    expect(addressLines({ ...address, countryCode: 'MC', city: 'Monaco', postalCode: '98000' }, 'fr-FR').slice(-2)).toEqual(['98000 Monaco', 'Monaco']);
    expect(addressLines({ ...address, countryCode: 'DE' }, 'fr-FR').at(-1)).toBe('Allemagne');
  });

  it('a US address without a state, a missing name, blank parts and a malformed locale', () => {
    expect(addressLines({ addressLine1: ' 1  Main St ', addressLine2: ' ', city: 'Denver', postalCode: '80202', countryCode: 'us' }, 'not a locale!'))
      .toEqual(['1 Main St', 'Denver 80202', 'United States']);
  });

  it('property: formatting never loses a field, and the country comes last', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 '-]{0,14}$/);
    const optional = fc.option(part, { nil: undefined });
    const address = fc.record({
      firstName: optional, lastName: optional, addressLine1: part, addressLine2: optional, city: part, province: optional, postalCode: part,
      countryCode: fc.constantFrom('US', 'GB', 'FR', 'MC', 'DE', 'CA', 'IE', 'JP'),
    });
    fc.assert(fc.property(address, fc.constantFrom('en', 'fr-FR', 'en-GB'), (value, locale) => {
      const lines = addressLines(value, locale);
      const text = lines.join('\n');
      for (const field of ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode'] as const) {
        const given = value[field]?.trim().replace(/\s+/g, ' ');
        if (given) expect(text, field).toContain(given);
      }
      expect(lines.at(-1)).toBe(new Intl.DisplayNames([locale], { type: 'region' }).of(value.countryCode));
      expect(lines.every((line) => line.trim() === line && line !== '')).toBe(true);
    }));
  });
});
