import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Route } from './+types/track-order.route';
import { uiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { ORDER_STATUS_LABEL, statusTone } from './order-labels';
import { OrderHistoryTable, OrderItems, OrderShipments } from './order-parts.component';
import { trackingView, type TrackingView } from './orders.server';
import { readTrackForm } from './track-order.server';

/** `/{locale}/track-order`: the public tracking form (the number prefilled from `?orderNumber=`). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const intl = serverIntl(site);
  const prefill = (new URL(args.request.url).searchParams.get('orderNumber') ?? '').slice(0, 32);
  return withCookies(storefront, {
    meta: pageMeta(site, intl.formatMessage({ id: 'orders.track.title' }), intl.formatMessage({ id: 'orders.track.meta.description' })),
    orderNumber: /^[A-Za-z0-9-]*$/.test(prefill) ? prefill : '',
    signedIn: storefront.session.shopper.state.loggedIn,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

interface TrackAnswer {
  readonly result: TrackingView | null;
  /** A message in place of the result (the pair matched no order, or the call failed). */
  readonly error: UiText | null;
  readonly errors: Readonly<Record<string, UiText>>;
  readonly values: { readonly orderNumber: string; readonly email: string };
}

/**
 * POST: the order's status, items, shipments and history for its number and e-mail (or its number alone for its
 * signed-in owner). A pair that matches no order says so in place, never which half was wrong.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const values = textFields(await args.request.formData(), ['orderNumber', 'email']);
  const answer = (partial: Partial<TrackAnswer>, status = 200) =>
    withCookies<TrackAnswer>(storefront, { result: null, error: null, errors: {}, values, ...partial }, status);
  const form = readTrackForm(values, storefront.session.shopper.state.loggedIn);
  if (!form.ok) return answer({ errors: form.errors }, 400);
  const tracking = await storefront.orders.track(form.request);
  if (tracking.isOk()) return answer({ result: trackingView(tracking.value, storefront.site) });
  const message = uiMessage(tracking.error);
  if (message.notFound || message.id === 'orders.errors.trackNotFound') return answer({ error: { id: 'orders.errors.trackNotFound' } }, 404);
  if (message.placement === 'field' && message.field !== undefined) {
    const key = message.field.split('.').pop() ?? message.field;
    if (key === 'email' || key === 'orderNumber') return answer({ errors: { [key]: { id: key === 'email' ? 'form.email.invalid' : 'orders.track.numberInvalid' } } }, 400);
  }
  return answer({ error: message.values ? { id: message.id, values: message.values } : { id: message.id } }, 503);
}

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const messageRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  // After a search focus moves to what it found: the result's heading, or the message in its place.
  useEffect(() => {
    if (answer?.result) resultRef.current?.focus();
    else if (answer?.error) messageRef.current?.focus();
  }, [answer]);
  const values = answer?.values ?? { orderNumber: loaderData.orderNumber, email: '' };
  const result = answer?.result ?? null;
  return (
    <section aria-labelledby="track-title" className="track-order">
      <h1 id="track-title"><FormattedMessage id="orders.track.title" /></h1>
      <p><FormattedMessage id="orders.track.intro" /></p>
      <Form method="post" className="form track-order__form" noValidate>
        <TextField id="track-orderNumber" name="orderNumber" label={<FormattedMessage id="orders.track.number" />} maxLength={32}
          defaultValue={values.orderNumber} error={answer?.errors.orderNumber} autoComplete="off" />
        <TextField id="track-email" name="email" type="email" label={<FormattedMessage id="orders.track.email" />} autoComplete="email"
          inputMode="email" maxLength={254} defaultValue={values.email} error={answer?.errors.email} optional={loaderData.signedIn}
          hint={loaderData.signedIn ? <FormattedMessage id="orders.track.emailOptional" /> : undefined} />
        <button type="submit" className="button" disabled={busy}><FormattedMessage id="orders.track.submit" /></button>
      </Form>
      <div ref={messageRef} tabIndex={-1} className="track-order__message">
        {answer?.error && (
          <p className="notice notice--error" role="alert"><FormattedMessage id={answer.error.id} values={answer.error.values} /></p>
        )}
      </div>
      {result && (
        <section aria-labelledby="track-result-title" className="track-order__result">
          <h2 id="track-result-title" ref={resultRef} tabIndex={-1}>
            <FormattedMessage id="orders.detail.title" values={{ orderNumber: result.orderNumber }} />
          </h2>
          <dl className="order-summary">
            <div><dt><FormattedMessage id="orders.detail.placed" /></dt><dd>{result.placed}</dd></div>
            <div>
              <dt><FormattedMessage id="orders.column.status" /></dt>
              <dd>
                <span className={`order-status order-status--${statusTone(result.status)}`} data-testid="order-status">
                  <FormattedMessage id={ORDER_STATUS_LABEL[result.status]} />
                </span>
              </dd>
            </div>
          </dl>
          <OrderItems items={result.items} label={intl.formatMessage({ id: 'orders.detail.items' })} />
          <OrderShipments shipments={result.shipments} />
          <OrderHistoryTable history={result.history} />
        </section>
      )}
    </section>
  );
}
