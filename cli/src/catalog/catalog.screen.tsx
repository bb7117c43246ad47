import { Box, Static, Text } from 'ink';
import { formatMoney, stockLabel } from '@switchback/core';
import { Spinner } from '../shared/ink/spinner';
import { StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';
import type { CatalogProduct, CatalogProgress } from './list-catalog';

export interface CatalogScreenProps {
  readonly target: string;
  readonly site: string;
  readonly locale: string;
  /** Work before listing (starting the embedded engine), shown as steps. */
  readonly steps: readonly StepView[];
  readonly progress?: CatalogProgress;
  readonly products?: readonly CatalogProduct[];
  /** Set when listing stopped; the reason is printed by the command on stderr. */
  readonly failed?: boolean;
}

const cell = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)} ` : text.padEnd(width));

/** One product: id, name and brand, then one row per variant (colour, size, UPC, stock, price). */
export function CatalogProductBlock({ product, locale }: { readonly product: CatalogProduct; readonly locale: string }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{product.productId}</Text> {product.name} <Text dimColor>({product.brand})</Text>
      </Text>
      {product.variants.map((v) => (
        <Text key={v.upc}>
          {'  '}
          {cell(`${v.colorName} [${v.color}]`, 24)}
          {cell(v.size, 8)}
          {cell(`UPC ${v.upc}`, 18)}
          <Text color={v.status === 'IN_STOCK' ? 'green' : v.status === 'LOW_STOCK' ? 'yellow' : 'red'}>{cell(`${v.stock} ${stockLabel(v.status)}`, 20)}</Text>
          {formatMoney(v.price, product.currency, locale)}
        </Text>
      ))}
    </Box>
  );
}

type StaticLine = { readonly key: string; readonly heading: string } | { readonly key: string; readonly product: CatalogProduct };

/**
 * The heading, engine start (when embedded) and progress while listing, then the list.
 * The heading and the products are <Static>: printed once, in order, above the live area, so a long list never
 * makes Ink redraw (or clear) the whole terminal.
 */
export function CatalogScreen({ target, site, locale, steps, progress, products, failed }: CatalogScreenProps) {
  const lines: StaticLine[] = [
    { key: 'heading', heading: `Catalogue · ${site} · ${target}` },
    ...(products ?? []).map((product) => ({ key: product.productId, product })),
  ];
  return (
    <Box flexDirection="column">
      <Static items={lines}>
        {(line) => ('heading' in line
          ? <Text key={line.key} bold>{line.heading}</Text>
          : <CatalogProductBlock key={line.key} product={line.product} locale={locale} />)}
      </Static>
      <StepList steps={steps} />
      {products === undefined && !failed && steps.every((step) => step.status === 'done') ? (
        <Text>
          <Spinner /> {progress ? `Listing products… ${progress.listed}/${progress.total}` : 'Listing products…'}
        </Text>
      ) : null}
      {products ? <Text dimColor>{`${products.length} product${products.length === 1 ? '' : 's'}, ${products.reduce((n, p) => n + p.variants.length, 0)} variants`}</Text> : null}
      {failed ? <Text color="red">{`✗ Listing stopped${progress ? ` after ${progress.listed}/${progress.total} products` : ''}`}</Text> : null}
    </Box>
  );
}
