export * from './allocate-payments';
export * from './gift-card-number';
