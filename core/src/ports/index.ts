export * from './commerce-api.port';
export * from './key-value-store.port';
export * from './clock.port';
export * from './scheduler.port';
export * from './wishlist-api.port';
export * from './consumer-api.port';
export * from './account-api.port';
export * from './order-api.port';
