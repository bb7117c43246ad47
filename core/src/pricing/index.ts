export * from './price-cart';
export * from './coupon-rules';
