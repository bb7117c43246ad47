import { Form, useActionData, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderNumberSchema, threeDsAuthorisationIdSchema, threeDsChallengeRequestSchema } from '@switchback/core';
import type { Route } from './+types/three-ds-challenge.route';
import { TextField } from '../forms/text-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { completeThreeDs } from './three-ds.server';

/**
 * `/{locale}/sandbox/three-ds/{authorisationId}?order=…` (issue 10 §3): the sandbox bank's 3-D Secure page, on the
 * storefront's own origin. The shopper confirms with the code (sandbox: 123456) or declines; the bank (commerce-api's
 * sandbox) signs the result, and the storefront completes the order with it (core's checkout flow: ThreeDsCompleted
 * → patchOrder). A plain HTML form: it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const intl = serverIntl(storefront.site);
  const url = new URL(args.request.url);
  const authorisationId = threeDsAuthorisationIdSchema.safeParse(args.params.authorisationId);
  const orderNumber = orderNumberSchema.safeParse(url.searchParams.get('order'));
  if (!authorisationId.success || !orderNumber.success) throw new Response('Not Found', { status: 404 });
  const meta = pageMeta(storefront.site, intl.formatMessage({ id: 'threeDs.bank.title' }), intl.formatMessage({ id: 'threeDs.bank.title' }));
  return withCookies(storefront, { orderNumber: orderNumber.data, meta });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const authorisationId = threeDsAuthorisationIdSchema.safeParse(args.params.authorisationId);
  const orderNumber = orderNumberSchema.safeParse(form.get('orderNumber'));
  const request = threeDsChallengeRequestSchema.safeParse({ decision: form.get('decision'), code: form.get('code') ?? undefined });
  if (!authorisationId.success || !orderNumber.success || !request.success) return withCookies(storefront, { error: 'request' as const }, 400);
  const answered = await storefront.threeDsBank.challenge(authorisationId.data, request.data);
  if (answered.isErr()) {
    const wrongCode = answered.error.type === 'ApiError' && answered.error.field === 'code';
    return withCookies(storefront, { error: wrongCode ? ('code' as const) : ('request' as const) }, wrongCode ? 400 : 409);
  }
  const outcome = await completeThreeDs(storefront, orderNumber.data, answered.value.threeDS2Result);
  return redirectWithCookies(storefront, outcome.type === 'placed'
    ? sitePath.orderConfirmation(storefront.site, outcome.orderNumber)
    : `${sitePath.checkout(storefront.site)}?problem=authentication`);
}

export default function ThreeDsChallenge({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="bank-page" aria-labelledby="bank-title">
      <h1 id="bank-title"><FormattedMessage id="threeDs.bank.title" /></h1>
      <p><FormattedMessage id="threeDs.bank.order" values={{ orderNumber: loaderData.orderNumber }} /></p>
      <p className="field__hint"><FormattedMessage id="threeDs.bank.hint" /></p>
      {answer?.error === 'request' && <p className="notice notice--error" role="alert"><FormattedMessage id="errors.conflict" /></p>}
      <Form method="post" className="form" aria-busy={busy} noValidate>
        <input type="hidden" name="orderNumber" value={loaderData.orderNumber} />
        <TextField id="three-ds-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12}
          label={<FormattedMessage id="threeDs.bank.code" />}
          error={answer?.error === 'code' ? { id: 'threeDs.bank.codeInvalid' } : undefined} />
        <div className="button-row">
          <button type="submit" name="decision" value="approve" className="button" aria-disabled={busy}>
            <FormattedMessage id="threeDs.bank.approve" />
          </button>
          <button type="submit" name="decision" value="fail" className="button button--secondary" aria-disabled={busy}
            aria-label={intl.formatMessage({ id: 'threeDs.bank.fail' })}>
            <FormattedMessage id="threeDs.bank.fail" />
          </button>
        </div>
      </Form>
    </section>
  );
}
