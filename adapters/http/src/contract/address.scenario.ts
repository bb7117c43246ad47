import type { Inventory } from '@switchback/core';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { checkoutUpToPayment, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

export interface AddressScenarioOptions extends ScenarioOptions {
  /** The upstream's support key: the product sale call reads a product's state with it (changing nothing). */
  readonly supportKey?: string;
}

const ADDRESS = {
  firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1600 Wynkoop St', city: 'Denver', province: 'CO', postalCode: '80202',
  countryCode: 'US', phone: '+1 303 555 0100', email: 'ada@example.com', shippingId: 'me',
} as const;

/**
 * Issue 10 §2 (recorded by contract-tests): a shipping address checked before it is set, then the cart's shipping
 * and billing addresses taken off again; and support's product sale state read back (an empty change). Without
 * the support key the last call is not made.
 */
export async function runAddressScenario(apiBaseUrl: string, options: AddressScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options, options.supportKey);
  const inStock = (inventory: Inventory) => inventory.variants.filter((v) => v.status === 'IN_STOCK');
  const product = await findProduct(client, (inventory) => inStock(inventory).length >= 1);
  const variant = inStock(product)[0];
  if (!variant) throw new ScenarioStopped('find a product', 'the chosen product lost its in-stock variants');
  await expectOk('guestToken', client.auth.guestToken());
  const cart = await expectOk('createCart', client.carts.create());
  await expectOk('addItem', client.carts.addItems({ cartId: cart.basketId, items: [{ productId: product.productId, upc: variant.upc, qty: 1 }] }));
  await expectOk('validateShippingAddress', client.addresses.validateShippingAddress(cart.basketId, [ADDRESS]));
  await checkoutUpToPayment(client, cart.basketId);
  await expectOk('removeShippingAddress', client.addresses.removeShippingAddress(cart.basketId));
  await expectOk('removeBillingAddress', client.addresses.removeBillingAddress(cart.basketId));
  if (options.supportKey !== undefined) await expectOk('supportUpdateProductSale', client.productSaleSupport.updateProductSale(product.productId, {}));
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
