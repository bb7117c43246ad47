export * from './quick-shop.product';
export * from './quick-shop-footer';
export * from './express-wallet.rules';
export * from './quick-shop-add.rules';
export * from './add-from-quick-shop.use-case';
