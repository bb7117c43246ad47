export * from './error-catalogue';
export * from './commerce-error';
