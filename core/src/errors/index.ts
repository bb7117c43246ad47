export * from './error-catalogue';
export * from './commerce-error';
export * from './parse-input';
export * from './catalogue-error';
