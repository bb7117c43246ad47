export * from './consent.rules';
