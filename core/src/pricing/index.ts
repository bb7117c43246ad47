export * from './price-cart';
