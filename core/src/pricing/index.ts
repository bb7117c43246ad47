export * from './price-cart';
export * from './coupon-rules';
export * from './product-callouts';
