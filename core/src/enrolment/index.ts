export * from './sign-up-form.validator';
export * from './server-time-now.use-case';
export * from './sign-up.flow';
export * from './sms-opt-in.machine';
export * from './newsletter';
export * from './event-sign-up';
export * from './event-registration';
