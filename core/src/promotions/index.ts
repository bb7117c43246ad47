export * from './threshold';
export * from './callout';
export * from './promotion-kind';
export * from './approaching-promotion';
export * from './discount-type';
