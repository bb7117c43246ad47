export * from './loyalty-rules';
export * from './bounce-back';
export * from './spend-limit';
