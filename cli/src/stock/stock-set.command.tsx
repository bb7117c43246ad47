import type { ProductSale, ProductSaleSupportApi } from '@switchback/core';
import { parseOptions } from '../shared/cli-options.schema';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import type { ExitCode } from '../shared/exit-code.mapper';
import { reportFailure } from '../shared/report-failure';
import { runSupportCall } from '../shared/support-call';
import { stockSetOptionsSchema } from './stock-options.schema';
import { StockScreen, type StockScreenProps } from './stock.screen';

/**
 * `switchback stock set --product ID --upc UPC --qty N [--api ORIGIN] [--json]`: support corrects a size's stock
 * (the product sale call). A size brought back from 0 has its notify-me requests claimed in that same change, and
 * each is mailed once (issue 11).
 */
export async function stockSetCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(stockSetOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { product, upc, qty } = options.value;
  const held = (sale: ProductSale) => ({ upc, qty: sale.variants.find((v) => v.upc === upc)?.qty ?? qty });
  return runSupportCall<ProductSaleSupportApi, ProductSale, StockScreenProps>(context, options.value, StockScreen, {}, (session) => session.productSaleSupport, {
    heading: `Set the stock of ${product} ${upc}`,
    step: { id: 'stock', label: `Set ${upc} to ${qty} unit${qty === 1 ? '' : 's'} (support key)` },
    work: (support) => support.updateProductSale(product, { stock: [{ upc, qty }] }).mapErr(commerceFailure),
    detail: (sale) => `${held(sale).qty} on hand`,
    shown: (sale) => ({ set: held(sale) }),
    json: (sale) => ({ productId: sale.productId, ...held(sale) }),
  });
}
