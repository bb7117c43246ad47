import { describe, expect, inject, it } from 'vitest';
import { addFirstOrderableProduct, billingUpToPayment, chromiumForThisFile, hydrated, payAndPlaceOrder, US_SHOPPER } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** Issue 10 §4 in Chromium: the shipping step's collection point, to an order confirmation that shows it. */
describe('collection point at checkout (issue 10)', () => {
  it('searching by ZIP code, choosing a locker, giving the contact: the order goes to the locker with its booking code', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await addFirstOrderableProduct(page, origin);
      await page.goto(`${origin}/en-us/checkout`);
      const points = page.getByRole('region', { name: 'Deliver to a collection point' });
      await points.getByLabel('Search near').fill('80202');
      await points.getByRole('button', { name: 'Find collection points' }).click();
      await page.waitForURL(/[?&]cp=80202/);
      await points.getByRole('button', { name: 'Deliver to Union Station Locker' }).click();
      await page.getByText('Your items will be delivered to the locker Union Station Locker.').waitFor();
      // Every line goes to the locker: no shipping address is asked, the collection contact is (all three fields in the US).
      await expect.poll(() => page.getByLabel('Address', { exact: true }).count()).toBe(0);
      await page.getByLabel('Name of the person collecting').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(US_SHOPPER.email);
      await page.getByLabel('Mobile phone').fill('303 555 0100');
      await page.getByRole('button', { name: 'Save contact' }).click();
      await billingUpToPayment(page, US_SHOPPER);
      await hydrated(page);
      const order = await payAndPlaceOrder(page);
      await page.getByText(`Collection point Union Station Locker (booking ${order}-CP-US-DEN-L1)`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the search and the choice are plain forms, and the shopper can go back to home delivery', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await addFirstOrderableProduct(page, origin, false);
      await page.goto(`${origin}/en-us/checkout`);
      const points = page.getByRole('region', { name: 'Deliver to a collection point' });
      await points.getByLabel('Search near').fill('Denver');
      await points.getByRole('button', { name: 'Find collection points' }).click();
      await points.getByRole('button', { name: 'Deliver to Capitol Hill Books' }).click();
      await page.getByText('Your items will be delivered to Capitol Hill Books.').waitFor();
      await page.getByRole('button', { name: 'Deliver to my address instead' }).click();
      await page.getByLabel('Address', { exact: true }).waitFor();
      expect(await page.getByText('Your items will be delivered to Capitol Hill Books.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
