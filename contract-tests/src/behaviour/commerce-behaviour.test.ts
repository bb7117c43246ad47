import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_PRICING, SOLD_OUT_PRODUCT_ID, startEngine, WELL_STOCKED_PRODUCT_ID } from '@switchback/commerce-api';
import { SITES, type ShippingMethodOption, type SiteId, type TaxRule } from '@switchback/core';
import { aProduct, FakeCommerce } from '@switchback/core/testing';
import { createCookieJarFetch, createHttpCommerceClient } from '@switchback/http';
import { commerceBehaviourSuite, type CommerceUnderTest } from './commerce-behaviour.suite';

/** The tax rule commerce-api's site pricing gives a site: both upstreams are configured with the same one. */
const taxRule = (site: SiteId): TaxRule => ({ bps: SITE_PRICING[site].taxBps, included: SITE_PRICING[site].taxIncluded });

/** FakeCommerce with a well-stocked and a sold-out product, and commerce-api's tax rules and (US) shipping methods. */
function fakeUnderTest(): CommerceUnderTest {
  const wellStocked = aProduct({ id: 'WELLSTOCK1' });
  const soldOut = aProduct({
    id: 'SOLDOUT001', slug: 'sold-out', name: 'Sold Out',
    variants: aProduct().variants.map((v) => ({ ...v, upc: v.upc.replace(/^0/, '9') })),
  });
  const stock = Object.fromEntries([
    ...wellStocked.variants.map((v) => [v.upc, 50] as const),
    ...soldOut.variants.map((v) => [v.upc, 0] as const),
  ]);
  const shippingMethods: ShippingMethodOption[] = SITE_PRICING['en-us'].shippingMethods.map((m) => ({
    code: m.code, label: m.label, price: { amount: m.priceMinor }, deliveryTime: m.deliveryTime, selected: false,
  }));
  const fake = new FakeCommerce({
    products: [wellStocked, soldOut], stock, shippingMethods,
    taxBySite: Object.fromEntries(Object.keys(SITES).map((site) => [site, taxRule(site as SiteId)])),
  });
  return {
    shopper: async (site) => {
      const session = fake.session(site);
      await session.auth.guestToken();
      return session;
    },
    taxRule,
    wellStockedProductId: wellStocked.id,
    soldOutProductId: soldOut.id,
    close: async () => undefined,
  };
}

/** The live commerce-api on a fresh data directory, each shopper a real HTTP client with its own cookie jar. */
async function liveUnderTest(): Promise<CommerceUnderTest> {
  const dataDir = await mkdtemp(join(tmpdir(), 'switchback-behaviour-'));
  const engine = await startEngine({ dataDir, port: 0, logger: false });
  return {
    shopper: async (site) => {
      const client = createHttpCommerceClient({
        baseUrl: engine.apiBaseUrl, fetch: createCookieJarFetch(fetch), site, locale: SITES[site].locale,
        clientApp: 'switchback-behaviour-suite', newId: randomUUID,
      });
      const token = await client.auth.guestToken();
      if (token.isErr()) throw new Error(`guest token: ${JSON.stringify(token.error)}`);
      return client;
    },
    taxRule,
    wellStockedProductId: WELL_STOCKED_PRODUCT_ID,
    soldOutProductId: SOLD_OUT_PRODUCT_ID,
    close: async () => {
      await engine.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

commerceBehaviourSuite('FakeCommerce (in memory)', async () => fakeUnderTest());
commerceBehaviourSuite('commerce-api (live, through the HTTP client)', liveUnderTest);
