import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueError, type ProductDetails } from '@switchback/core';
import { FakeCommerce, aProduct } from '@switchback/core/testing';
import { ListCatalog, type CatalogProgress } from './list-catalog';

const productsNumbered = (n: number): ProductDetails[] =>
  Array.from({ length: n }, (_, i) => {
    const base = aProduct();
    const id = `PROD${String(i).padStart(6, '0')}`;
    return { ...base, id, name: `Product ${i}`, variants: base.variants.map((v, j) => ({ ...v, upc: `${String(i).padStart(6, '0')}${String(j).padStart(6, '0')}` })) };
  });

describe('catalog list', () => {
  it('lists every product once, whatever the page size (pagination through productSearch)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 5 }), async (count, pageSize) => {
        const products = productsNumbered(count);
        const listed = (await new ListCatalog(new FakeCommerce({ products }).products, pageSize).run(() => {}))._unsafeUnwrap();
        expect(listed.map((p) => p.productId)).toEqual(products.map((p) => p.id));
      }),
      { numRuns: 40 },
    );
  });

  it('per variant: colour, size, UPC and stock from the inventory', async () => {
    const fake = new FakeCommerce({ stock: { '000000000108': 2 } });
    const [product] = (await new ListCatalog(fake.products).run(() => {}))._unsafeUnwrap();
    expect(product).toMatchObject({ productId: 'TRAILRUN01', name: 'Trail Runner', brand: 'Switchback', currency: 'USD' });
    expect(product!.variants[0]).toEqual({ color: 'BLK', colorName: 'Black', size: '8', upc: '000000000108', stock: 2, status: 'LOW_STOCK', price: 9_000 });
    expect(product!.variants.find((v) => v.upc === '000000000209')).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK' });
  });

  it('reports progress as products are described, ending at total', async () => {
    const progress: CatalogProgress[] = [];
    await new ListCatalog(new FakeCommerce({ products: productsNumbered(5) }).products, 2).run((p) => progress.push(p));
    expect(progress.at(-1)).toEqual({ listed: 5, total: 5 });
    expect(progress.map((p) => p.listed)).toEqual([...progress.map((p) => p.listed)].sort((a, b) => a - b));
  });

  it('an upstream failure stops the listing with that error', async () => {
    const fake = new FakeCommerce().failNext('inventory', { type: 'NetworkError', message: 'socket hang up' });
    expect((await new ListCatalog(fake.products).run(() => {}))._unsafeUnwrapErr()).toEqual({ type: 'NetworkError', message: 'socket hang up' });
    const notFound = new FakeCommerce().failNext('search', catalogueError('GEN500'));
    expect((await new ListCatalog(notFound.products).run(() => {}))._unsafeUnwrapErr()).toMatchObject({ errorId: 'GEN500' });
  });
});
