export * from './us-states';
export * from './address-rules';
export * from './address-lines';
export * from './address-input';
export * from './country-form';
export * from './shipping-destination';
