export * from './rec-token';
export * from './recommendation-rails';
