export * from './common.contract';
export * from './auth.contract';
export * from './products.contract';
export * from './cart.contract';
export * from './payments.contract';
export * from './time.contract';
export * from './endpoints';
export { accountEndpoints } from './account.endpoints';
export * from './openapi';
