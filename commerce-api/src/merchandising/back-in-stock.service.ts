import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { Clock, NotifyMeRequest, NotifyMeResponse, SiteId } from '@switchback/core';
import type { CatalogService } from '../catalog/catalog.service';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { Mailer } from '../mail/mailer.port';
import { backInStockMail } from './back-in-stock-mail';
import type { BackInStockRepository, DueRequestRow } from './back-in-stock.repository';

/**
 * Issue 11 §2 back in stock. A request is stored per variant and e-mail while the size cannot be ordered. The stock
 * UPDATE that brings the size back claims its requests in its own transaction (migration 23's trigger, whatever the
 * path); `dispatch` then takes each claimed request once and writes its mail.
 */
export class BackInStockService {
  constructor(
    private readonly db: Database,
    private readonly repo: BackInStockRepository,
    private readonly catalog: CatalogService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly storefrontUrl: string,
  ) {}

  request(siteId: SiteId, ownerId: string, request: NotifyMeRequest): ResultAsync<NotifyMeResponse, ApiFailure> {
    const email = request.email.toLowerCase();
    return new ResultAsync(this.db.transaction(async (): Promise<Result<NotifyMeResponse, ApiFailure>> => {
      const units = await this.repo.lockedUnits(request.productId, request.upc);
      if (units === undefined) {
        const product = await this.db.query('SELECT 1 FROM products WHERE id = $1', [request.productId]);
        return err(product.rows.length === 0 ? { type: 'ProductNotFound', productId: request.productId } : { type: 'VariantNotFound', upc: request.upc });
      }
      if (units > 0) return err({ type: 'NotifyMeInStock', upc: request.upc });
      await this.repo.request({ upc: request.upc, email, productId: request.productId, siteId, ownerId, now: this.clock.now() });
      return ok({ productId: request.productId, upc: request.upc, email, status: 'PENDING' as const });
    }));
  }

  /** Writes the mail of every claimed request, each once; answers how many were written. */
  async dispatch(batch = 100): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.repo.takeDue(this.clock.now(), batch);
      for (const row of due) if (await this.mail(row)) sent += 1;
      if (due.length < batch) return sent;
    }
  }

  private async mail(row: DueRequestRow): Promise<boolean> {
    const details = await this.catalog.details(row.site_id, row.product_id);
    if (details.isErr()) return false;
    const product = details.value;
    const variant = product.variants.find((v) => v.upc === row.upc);
    if (!variant) return false;
    const colorName = product.colors.find((c) => c.code === variant.color)?.name ?? variant.color;
    await this.mailer.send(backInStockMail(row.email, row.site_id, {
      productId: product.id, name: product.name, slug: product.slug, colorName, size: variant.size,
    }, this.storefrontUrl));
    return true;
  }
}
