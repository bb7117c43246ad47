export * from './phone-mask';
export * from './phone.errors';
export * from './normalize-phone';
