import type { TrailAnswer, TrailLine } from '../contract/order.contract';
import { formatMoney } from '../money/money';

/**
 * Issue 8 §4 `switchback order replay`: a basket call then (the trail) and now (the replay on a fresh guest), compared
 * on what a customer would notice: the status, the §8 errorId, the total and currency, the flash types, and per line
 * (matched by UPC) the unit price and quantity.
 */
export interface TrailOutcome {
  readonly status: number;
  readonly answer: TrailAnswer;
}

/** Names a line for a person: the product, its colour and size, and the UPC (or the UPC alone when the trail has no names). */
export interface LineRef {
  readonly upc: string;
  readonly label: string;
}

export type Divergence =
  | { readonly kind: 'status'; readonly then: number; readonly now: number }
  | { readonly kind: 'errorId'; readonly then: string | undefined; readonly now: string | undefined }
  | { readonly kind: 'total'; readonly then: number | undefined; readonly now: number | undefined }
  | { readonly kind: 'currency'; readonly then: string | undefined; readonly now: string | undefined }
  | { readonly kind: 'flash'; readonly then: readonly string[]; readonly now: readonly string[] }
  | { readonly kind: 'linePrice'; readonly line: LineRef; readonly then: number; readonly now: number }
  | { readonly kind: 'lineQty'; readonly line: LineRef; readonly then: number; readonly now: number }
  | { readonly kind: 'lineMissing'; readonly line: LineRef }
  | { readonly kind: 'lineAdded'; readonly line: LineRef };

export function lineRef(line: TrailLine): LineRef {
  const variant = [line.colorName, line.size].filter((part) => part !== undefined && part !== '').join(' / ');
  const label = line.name !== undefined && line.name !== ''
    ? `${line.name}${variant ? ` (${variant})` : ''} UPC ${line.upc}`
    : `UPC ${line.upc}`;
  return { upc: line.upc, label };
}

const sorted = (values: readonly string[]): string[] => [...values].sort();
const sameList = (a: readonly string[], b: readonly string[]): boolean => {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((value, i) => value === y[i]);
};

/** Lines keyed by UPC and occurrence (a UPC is normally one line; twice, the n-th meets the n-th). */
function keyedLines(lines: readonly TrailLine[]): Map<string, TrailLine> {
  const keyed = new Map<string, TrailLine>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const n = seen.get(line.upc) ?? 0;
    seen.set(line.upc, n + 1);
    keyed.set(`${line.upc}#${n}`, line);
  }
  return keyed;
}

function lineDivergences(then: readonly TrailLine[], now: readonly TrailLine[]): Divergence[] {
  const divergences: Divergence[] = [];
  const thenLines = keyedLines(then);
  const nowLines = keyedLines(now);
  for (const [key, before] of thenLines) {
    const after = nowLines.get(key);
    if (after === undefined) {
      divergences.push({ kind: 'lineMissing', line: lineRef(before) });
      continue;
    }
    if (after.price !== before.price) divergences.push({ kind: 'linePrice', line: lineRef(after.name !== undefined ? after : before), then: before.price, now: after.price });
    if (after.qty !== before.qty) divergences.push({ kind: 'lineQty', line: lineRef(after.name !== undefined ? after : before), then: before.qty, now: after.qty });
  }
  for (const [key, after] of nowLines) {
    if (!thenLines.has(key)) divergences.push({ kind: 'lineAdded', line: lineRef(after) });
  }
  return divergences;
}

/** What differs between a call then and now: nothing (an empty list) when a customer would see the same answer. */
export function compareTrailOutcome(then: TrailOutcome, now: TrailOutcome): Divergence[] {
  const divergences: Divergence[] = [];
  if (then.status !== now.status) divergences.push({ kind: 'status', then: then.status, now: now.status });
  const a = then.answer;
  const b = now.answer;
  if (a.errorId !== b.errorId) divergences.push({ kind: 'errorId', then: a.errorId, now: b.errorId });
  if (a.currency !== b.currency) divergences.push({ kind: 'currency', then: a.currency, now: b.currency });
  if (a.total !== b.total) divergences.push({ kind: 'total', then: a.total, now: b.total });
  if (!sameList(a.flash ?? [], b.flash ?? [])) divergences.push({ kind: 'flash', then: sorted(a.flash ?? []), now: sorted(b.flash ?? []) });
  if (a.lines !== undefined || b.lines !== undefined) divergences.push(...lineDivergences(a.lines ?? [], b.lines ?? []));
  return divergences;
}

export interface ReplayedCall {
  readonly seq: number;
  readonly endpoint: string;
  readonly then: TrailOutcome;
  /** Undefined: the call was not replayed (payment, without `--place`). */
  readonly now: TrailOutcome | undefined;
}

export interface ReplayComparison {
  readonly calls: readonly (ReplayedCall & { readonly divergences: readonly Divergence[] })[];
  /** Whether any replayed call answered differently (the CLI exits 4). */
  readonly diverged: boolean;
  /** The first call that diverged, where a customer's checkout would go differently today. */
  readonly firstDivergedSeq: number | undefined;
}

/** Compares every replayed call with its trail entry; calls not replayed are shown but never count as divergence. */
export function compareReplay(calls: readonly ReplayedCall[]): ReplayComparison {
  const compared = calls.map((call) => ({ ...call, divergences: call.now === undefined ? [] : compareTrailOutcome(call.then, call.now) }));
  const first = compared.find((call) => call.divergences.length > 0);
  return { calls: compared, diverged: first !== undefined, firstDivergedSeq: first?.seq };
}

const money = (amount: number | undefined, currency: string | undefined, locale: string): string =>
  amount === undefined ? '—' : currency === undefined ? String(amount) : formatMoney(amount, currency, locale);

/** One line of text per divergence, naming the line and both values (prices in the currency, in the locale). */
export function describeDivergence(divergence: Divergence, currency: string | undefined, locale: string): string {
  switch (divergence.kind) {
    case 'status':
      return `status ${divergence.then} → ${divergence.now}`;
    case 'errorId':
      return `error ${divergence.then ?? 'none'} → ${divergence.now ?? 'none'}`;
    case 'currency':
      return `currency ${divergence.then ?? '—'} → ${divergence.now ?? '—'}`;
    case 'total':
      return `total ${money(divergence.then, currency, locale)} → ${money(divergence.now, currency, locale)}`;
    case 'flash':
      return `flash [${divergence.then.join(', ')}] → [${divergence.now.join(', ')}]`;
    case 'linePrice':
      return `price of ${divergence.line.label}: ${money(divergence.then, currency, locale)} → ${money(divergence.now, currency, locale)}`;
    case 'lineQty':
      return `quantity of ${divergence.line.label}: ${divergence.then} → ${divergence.now}`;
    case 'lineMissing':
      return `${divergence.line.label} is no longer in the basket`;
    case 'lineAdded':
      return `${divergence.line.label} is in the basket now and was not then`;
  }
}
