export * from './form-messages';
export * from './field-checks';
export * from './address-form.validator';
export * from './sign-in-form.validator';
