export * from './wallet.errors';
export * from './wallet-contact.validator';
export * from './wallet-sheet.machine';
export * from './wallet-sheet.plans';
export * from './wallet-sheet.steps';
export * from './sandbox-wallet-contacts';
