export * from './pagination';
export * from './limits';
