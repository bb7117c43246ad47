import { useRef } from 'react';
import { Link, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { isNotifiable, type ProductDetails, type ProductSetSummary } from '@switchback/core';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useResultFocus } from '../forms/use-result-focus';
import { BusyButton } from '../forms/busy-button.component';
import { TextField } from '../forms/text-field.component';
import type { loader as siteLoader } from '../site/site-layout.route';
import { useSite } from '../site/use-site';
import type { action as notifyMeAction } from './notify-me.route';
import type { NotifyMeOutcome } from './notify-me-outcome';
import type { ProductMerchandising } from './product-merchandising.server';

/** The query parameters the notify-me redirect adds: dropped from the page the form returns to. */
const OUTCOME_PARAMS = ['notify', 'notifyUpc'];

/** Issue 11 on the product page: "Part of a set" links, and notify-me for the chosen colour's sold-out sizes. */
export function ProductMerchandisingSlot({ product, color, data }: { product: ProductDetails; color: string; data: ProductMerchandising }) {
  return (
    <>
      <PartOfSets sets={data.sets} />
      <NotifyMeForm product={product} color={color} initial={data.notifyMe} />
    </>
  );
}

function PartOfSets({ sets }: { sets: readonly ProductSetSummary[] }) {
  if (sets.length === 0) return null;
  return (
    <section className="product-sets" aria-labelledby="product-sets-title">
      <h2 id="product-sets-title"><FormattedMessage id="productSet.partOf.title" /></h2>
      <ul>
        {sets.map((set) => (
          <li key={set.id}>
            <Link to={set.url}>
              <FormattedMessage id="productSet.partOf.link" values={{ name: set.name, count: set.productCount }} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Notify me when it's back": a size among the colour's sold-out ones and an e-mail (the signed-in shopper's, to
 * start with). An HTML form posting to the notify-me action (redirected back here with JavaScript off); with it, a
 * fetcher, the confirmation or the field in error focused when the answer comes.
 */
function NotifyMeForm({ product, color, initial }: { product: ProductDetails; color: string; initial: NotifyMeOutcome | null }) {
  const site = useSite();
  const location = useLocation();
  const shopper = useRouteLoaderData<typeof siteLoader>('site')?.shopper;
  const fetcher = useFetcher<typeof notifyMeAction>({ key: `notify-me-${product.id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const soldOut = product.variants.filter((v) => v.color === color && isNotifiable(v));
  const outcome: NotifyMeOutcome | null = fetcher.data ?? initial;
  const busy = fetcher.state !== 'idle';

  // The confirmation, or the field the error names, takes the focus as soon as the answer comes (and again if the
  // pages' reload after it takes the focus away).
  const { statusRef } = useResultFocus(fetcher, (data) => (data.ok ? null : formRef.current?.querySelector<HTMLElement>(`[name="${data.error.field ?? 'email'}"]`)));

  if (soldOut.length === 0) return null;
  const back = new URLSearchParams(location.search);
  for (const name of OUTCOME_PARAMS) back.delete(name);
  back.set('color', color);
  const error = outcome && !outcome.ok ? outcome.error : undefined;
  const fieldError = (field: string) => (error?.placement === 'field' && error.field === field ? error : undefined);
  const sizeError = fieldError('upc');
  const sentSize = outcome?.ok ? product.variants.find((v) => v.upc === outcome.upc)?.size : undefined;
  const email = shopper?.signedIn ? (shopper.email ?? '') : '';

  return (
    <section className="notify-me" id="notify-me" aria-labelledby="notify-me-title">
      <h2 id="notify-me-title"><FormattedMessage id="notifyMe.title" /></h2>
      <p className="field__hint"><FormattedMessage id="notifyMe.intro" /></p>
      <fetcher.Form ref={formRef} method="post" action={`/${site.id}/notify-me`} noValidate>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="returnTo" value={`${location.pathname}?${back.toString()}`} />
        <EnhancedField />
        <div className="field">
          <label htmlFor="notify-me-size"><FormattedMessage id="notifyMe.size" /></label>
          <select id="notify-me-size" name="upc" key={color} defaultValue={outcome?.upc && soldOut.some((v) => v.upc === outcome.upc) ? outcome.upc : soldOut[0]!.upc}
            aria-invalid={sizeError ? true : undefined} aria-describedby={sizeError ? 'notify-me-size-error' : undefined}>
            {soldOut.map((v) => <option key={v.upc} value={v.upc}>{v.size}</option>)}
          </select>
          {sizeError && <p id="notify-me-size-error" className="field__error"><FormattedMessage id={sizeError.id} values={sizeError.values} /></p>}
        </div>
        <TextField id="notify-me-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="notifyMe.email" />} defaultValue={email} error={fieldError('email')} />
        {error && error.placement !== 'field' && (
          <p className="notice notice--error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>
        )}
        <BusyButton busy={busy} className="button button--secondary">
          {busy ? <FormattedMessage id="notifyMe.sending" /> : <FormattedMessage id="notifyMe.submit" />}
        </BusyButton>
        <div aria-live="polite">
          {sentSize !== undefined && (
            <p ref={statusRef} tabIndex={-1} className="notice notice--ok" role="status">
              <FormattedMessage id="notifyMe.sent" values={{ size: sentSize }} />
            </p>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}
