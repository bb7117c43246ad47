import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { SITES, type ProductSale, type ProductSaleUpdate, type SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';

/**
 * Issue 10 §8, support engineers: a product's sale state. Withdrawn from sale (a shopper cannot add it:
 * ITEM_NOT_AVAILABLE; a cart holding it cannot be ordered: ITEM_NO_LONGER_AVAILABLE), its variants' stock corrected,
 * its price on a site set or removed (NO_PRICE), all in one transaction: a variant of another product refuses the
 * whole change.
 */
export class ProductSaleService {
  constructor(private readonly db: Database) {}

  update(productId: string, update: ProductSaleUpdate): ResultAsync<ProductSale, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<ProductSale, ApiFailure>> => {
      const product = (await this.db.query<{ id: string }>('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId])).rows[0];
      if (!product) return err({ type: 'ProductNotFound', productId });
      if (update.withdrawn !== undefined) await this.db.query('UPDATE products SET withdrawn = $2 WHERE id = $1', [productId, update.withdrawn]);
      for (const line of update.stock ?? []) {
        const changed = await this.db.query(
          'UPDATE stock SET qty = $3 FROM variants v WHERE stock.upc = $2 AND v.upc = stock.upc AND v.product_id = $1', [productId, line.upc, line.qty]);
        if ((changed.rowCount ?? 0) === 0) return err({ type: 'VariantNotFound', upc: line.upc });
      }
      for (const { siteId, price } of update.prices ?? []) {
        if (price === null) await this.db.query('DELETE FROM product_prices WHERE product_id = $1 AND site_id = $2', [productId, siteId]);
        else await this.db.query(
          `INSERT INTO product_prices (product_id, site_id, currency, list_minor, sale_minor) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id, site_id) DO UPDATE SET list_minor = EXCLUDED.list_minor, sale_minor = EXCLUDED.sale_minor`,
          [productId, siteId, SITES[siteId].currency, price.listMinor, price.saleMinor]);
      }
      return ok(await this.state(productId));
    }));
  }

  private async state(productId: string): Promise<ProductSale> {
    const [product, variants, prices] = await Promise.all([
      this.db.query<{ withdrawn: boolean }>('SELECT withdrawn FROM products WHERE id = $1', [productId]),
      this.db.query<{ upc: string; qty: number }>(
        'SELECT v.upc, s.qty FROM variants v JOIN stock s ON s.upc = v.upc WHERE v.product_id = $1 ORDER BY v.position, v.upc', [productId]),
      this.db.query<{ site_id: SiteId; currency: ProductSale['prices'][number]['currency']; list_minor: number; sale_minor: number }>(
        'SELECT site_id, currency, list_minor, sale_minor FROM product_prices WHERE product_id = $1 ORDER BY site_id', [productId]),
    ]);
    return {
      productId,
      withdrawn: product.rows[0]!.withdrawn,
      variants: variants.rows.map((v) => ({ upc: v.upc, qty: v.qty })),
      prices: prices.rows.map((p) => ({ siteId: p.site_id, currency: p.currency, listMinor: p.list_minor, saleMinor: p.sale_minor })),
    };
  }
}
