import { afterEach, describe, expect, it, vi } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import type { Cart, CartItem, Recommendation, RecommendationApi, RecommendationRequest } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { cartPageRails, loadRecommendationRails, productPageRails } from './recommendations.server';

const card = (id: string): Recommendation => ({
  id, title: id, brand: 'Cairn', slug: id.toLowerCase(), url: `/en-us/p/${id.toLowerCase()}-${id}`, image: { url: '', alt: id }, currency: 'USD',
  price: { highCurrent: 100, lowCurrent: 100, highOriginal: 100, lowOriginal: 100 }, promotions: [], recToken: `sim.SBTR0001.${id}.1`,
});

/** A storefront whose recommendations answer from `answer` (and whose cart, when asked, holds `cartProducts`). */
function storefrontWith(answer: RecommendationApi['recommendations'], cartProducts: string[] | null = null) {
  const asked: RecommendationRequest[] = [];
  const storefront = {
    session: { basketId: cartProducts === null ? null : 'basket-0001' },
    carts: { get: () => okAsync({ items: (cartProducts ?? []).map((productId) => ({ productId })) }) },
    recommendations: { recommendations: (request: RecommendationRequest) => { asked.push(request); return answer(request); } },
  } as unknown as Storefront;
  return { storefront, asked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recommendation rails of a page', () => {
  it('a rail that fails renders nothing and is logged; an empty rail is hidden; the others keep their order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storefront } = storefrontWith((request) => {
      if (request.type === 'often-bought-together') return errAsync({ type: 'ApiError', errorId: 'GEN500', kind: 'Unavailable', statusCode: 500, message: 'boom' });
      if (request.type === 'cart') return okAsync({ type: 'cart', recommendations: [] });
      return okAsync({ type: request.type, recommendations: [card('SBTR0009')] });
    });
    const rails = await loadRecommendationRails(storefront, [
      { type: 'often-bought-together', productId: 'SBTR0001' }, { type: 'cart', productIds: ['SBTR0001'] }, { type: 'similar', productId: 'SBTR0001' },
    ]);
    expect(rails).toEqual([{ type: 'recommendation', rail: 'similar', items: [card('SBTR0009')] }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]!.slice(1)).toEqual(['often-bought-together', 'GEN500 500']);
  });

  it('a rail whose call throws renders nothing either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storefront } = storefrontWith(() => { throw new Error('socket hang up'); });
    expect(await loadRecommendationRails(storefront, [{ type: 'similar', productId: 'SBTR0001' }])).toEqual([]);
  });

  it("the product page's rails leave out the cart's products; the cart's rail asks about its products, free gifts aside", async () => {
    const { storefront, asked } = storefrontWith((request) => okAsync({ type: request.type, recommendations: [card('SBAC0001')] }), ['SBAC0003', 'SBTR0001']);
    expect((await productPageRails(storefront, 'SBTR0001')).map((rail) => rail.rail)).toEqual(['often-bought-together', 'similar']);
    expect(asked.map((request) => request.exclude)).toEqual([['SBAC0003'], ['SBAC0003']]);
    asked.length = 0;
    const items = [{ productId: 'SBTR0001', bonus: false }, { productId: 'SBAC0009', bonus: true }] as CartItem[];
    expect(await cartPageRails(storefront, { items } as Cart)).toHaveLength(1);
    expect(asked).toEqual([{ type: 'cart', productIds: ['SBTR0001'], count: 12 }]);
    asked.length = 0;
    expect(await cartPageRails(storefront, null)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
