import type { WalletContact } from './wallet-contact.validator';

/**
 * The shipping contacts saved in the sandbox wallet (the device's address book), one per site country and one
 * abroad (the §8 wrong-country error). Billing is the same contact.
 */
export const SANDBOX_WALLET_CONTACTS: Readonly<Record<string, WalletContact>> = {
  US: {
    givenName: 'Jamie', familyName: 'Rivera', emailAddress: 'jamie.rivera@example.com', phoneNumber: '+12125550123',
    addressLines: ['350 Fifth Avenue'], locality: 'New York', administrativeArea: 'NY', postalCode: '10118', countryCode: 'US', country: 'United States',
  },
  GB: {
    givenName: 'Alex', familyName: 'Morgan', emailAddress: 'alex.morgan@example.com', phoneNumber: '+442079460000',
    addressLines: ['10 Downing Street'], locality: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB', country: 'United Kingdom',
  },
  FR: {
    givenName: 'Camille', familyName: 'Durand', emailAddress: 'camille.durand@example.com', phoneNumber: '+33142685300',
    addressLines: ['5 avenue Anatole France'], locality: 'Paris', postalCode: '75007', countryCode: 'FR', country: 'France',
  },
  JP: {
    givenName: 'Ken', familyName: 'Sato', emailAddress: 'ken.sato@example.com', phoneNumber: '+81312345678',
    addressLines: ['1-1 Chiyoda'], locality: 'Tokyo', postalCode: '100-0001', countryCode: 'JP', country: 'Japan',
  },
};
