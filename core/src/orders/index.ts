export * from './order-lifecycle';
