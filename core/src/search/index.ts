export * from './search-url';
