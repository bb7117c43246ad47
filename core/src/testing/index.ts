/** Test doubles of core's ports, for any package's tests: `import { FakeCommerce } from '@switchback/core/testing'`. */
export * from './fake-commerce';
export * from './fake-key-value-store';
export * from './fake-clock-and-random';
export * from './fixtures';
export * from './cart-at-stage';
