export * from './product-set';
