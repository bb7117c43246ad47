export * from './buy-in-store';
export * from './pickup-ordering';
export * from './pickup-contact';
export * from './store-geo';
export * from './opening-hours';
export * from './postcode-lookup';
export * from './employee-display-name';
