import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import {
  quickShopFooter, quickShopFooterState, quickShopProductFrom, type Inventory, type ProductDetails, type QuickShopContext,
} from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
import { QuickShopFooterActions } from './quick-shop-footer.component';

const details: ProductDetails = {
  id: 'SBTR0002', name: 'Ridge runner', slug: 'ridge-runner', brand: 'Switchback', categoryId: 'trail-running', description: 'A shoe',
  currency: 'USD', presale: false, colors: [{ code: 'BLK', name: 'Black', swatch: '#000' }], sizes: ['8', '9'], images: [],
  variants: [
    { upc: '000000000108', color: 'BLK', size: '8', price: { original: 12000, current: 9000 }, orderable: true },
    { upc: '000000000109', color: 'BLK', size: '9', price: { original: 12000, current: 9000 }, orderable: false },
  ],
  price: { lowCurrent: 9000, highCurrent: 9000, lowOriginal: 12000, highOriginal: 12000 }, promotions: [],
} as ProductDetails;
const inventory: Inventory = { productId: 'SBTR0002', variants: [
  { upc: '000000000108', quantity: 4, status: 'IN_STOCK' }, { upc: '000000000109', quantity: 0, status: 'OUT_OF_STOCK' },
] } as Inventory;

const guest: QuickShopContext = { origin: 'product', loggedIn: false, features: { notifyMe: true, comingSoon: true } };

/** The footer the panel renders for a product, a chosen size and a shopper (core decides; the component shows it). */
function renderFooter(options: { presale?: boolean; notifyMe?: boolean; size?: string; context?: QuickShopContext; hydrated?: boolean }) {
  const product = { ...quickShopProductFrom(details, inventory), presale: options.presale ?? false, notifyMe: options.notifyMe ?? false };
  const footer = quickShopFooter(quickShopFooterState(product, { color: 'BLK', size: options.size }, options.context ?? guest));
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={enUs}>
      <MemoryRouter>
        <QuickShopFooterActions footer={footer} busy={false} hydrated={options.hydrated ?? true} price="$90.00" notifyMeHref="/en-us/p/ridge-runner-SBTR0002#notify-me" signInHref="/en-us/account/sign-in?redirectTo=%2Fen-us%2Fc%2Ftrail" />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('quick shop footer (storefront-experience §4, §6)', () => {
  it('anonymous shoppers see Sign in to buy for a presale product: a link to sign-in that comes back', () => {
    const html = renderFooter({ presale: true, size: '8' });
    expect(html).toContain('Sign in to buy');
    expect(html).toContain('href="/en-us/account/sign-in?redirectTo=%2Fen-us%2Fc%2Ftrail"');
    expect(html).not.toContain('Add to cart');
  });

  it('a signed-in shopper may add a presale product: Add to cart with the price', () => {
    const html = renderFooter({ presale: true, size: '8', context: { ...guest, loggedIn: true } });
    expect(html).toContain('Add to cart · $90.00');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('aria-disabled="true"');
  });

  it('before a size is chosen, Add to cart is there but not enabled; without JavaScript the action checks the size', () => {
    expect(renderFooter({})).toContain('aria-disabled="true"');
    expect(renderFooter({ hydrated: false })).toContain('aria-disabled="false"');
  });

  it('a sold-out size: Notify me when the product can be notified, else a disabled Out of stock', () => {
    expect(renderFooter({ size: '9', notifyMe: true })).toContain('href="/en-us/p/ridge-runner-SBTR0002#notify-me"');
    const soldOut = renderFooter({ size: '9' });
    expect(soldOut).toContain('OUT OF STOCK');
    expect(soldOut).toContain('disabled=""');
  });

  it('opened from a cart line: Update in cart', () => {
    expect(renderFooter({ size: '8', context: { ...guest, loggedIn: true, origin: 'cart-item' } })).toContain('Update in cart');
  });
});
