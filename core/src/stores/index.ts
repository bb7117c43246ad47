export * from './buy-in-store';
export * from './pickup-ordering';
export * from './pickup-contact';
export * from './fulfilment-transitions';
export * from './cart-fulfilment-needs';
