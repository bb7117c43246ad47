export * from './review.rules';
