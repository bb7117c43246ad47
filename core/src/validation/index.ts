export * from './calendar-date';
export * from './form-validators';
export * from './error-code-rules';
