export * from './allocate-payments';
export * from './gift-card-number';
export * from './gift-card-hold';
export * from './gift-card-use';
export * from './instalment-plan';
export * from './fraud-rule';
export * from './three-ds';
