import { useEffect, useRef } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { OrderTracking } from '@switchback/core';
import type { Route } from './+types/warranty.route';
import { formPageLoader } from '../auth/simple-page.server';
import type { Storefront } from '../composition-root.server';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { CaseConfirmation, SupportForm, TextAreaField, type SummaryField } from './support-form.component';
import { parseWarrantyClaim, parseWarrantyFind, refused, type SupportFormResult } from './support-forms.server';
import { caseNumberOf, supportPath } from './support-paths';

/** The order a claim is about, as step 1 found it (carried to step 2 in hidden fields). */
interface ClaimOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

type Line = OrderTracking['items'][number];

/** Step 1 (which order) shown again with its errors, or step 2 (which product, what is wrong) with the order's lines. */
type WarrantyStep =
  | { readonly step: 'find'; readonly result: SupportFormResult }
  | { readonly step: 'claim'; readonly order: ClaimOrder; readonly lines: readonly Line[]; readonly result?: SupportFormResult };

/**
 * `/{locale}/warranty` (issue 8): a warranty claim in two posts, so it works without JavaScript. Step 1 posts the
 * order number and e-mail (and the names); the action reads the order's lines through TrackOrder (a wrong pair is
 * not found, whoever's order it is). Step 2 posts the chosen line (a radio list) and the defect; the API opens a
 * case and the page shows its number.
 */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, respond } = await formPageLoader(args, 'support.warranty.title', 'support.warranty.meta.description');
  const shopper = storefront.session.shopper.shopper;
  return respond({
    caseNumber: caseNumberOf(args.request.url),
    prefill: { email: shopper.email ?? '', firstName: shopper.firstName ?? '' },
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** The order's lines through TrackOrder, or step 1 again with the API's refusal (a wrong e-mail: not found). */
async function claimStep(storefront: Storefront, order: ClaimOrder, result?: SupportFormResult) {
  const tracked = await storefront.orders.track({ orderNumber: order.orderNumber, email: order.email });
  if (tracked.isErr()) return withCookies<WarrantyStep>(storefront, { step: 'find', result: refused(tracked.error, { ...order }) }, 404);
  const step: WarrantyStep = { step: 'claim', order, lines: tracked.value.items, ...(result ? { result } : {}) };
  return withCookies<WarrantyStep>(storefront, step, result ? 400 : 200);
}

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  if (form.get('intent') !== 'claim') {
    const found = parseWarrantyFind(form);
    if (found.isErr()) return withCookies<WarrantyStep>(storefront, { step: 'find', result: found.error }, 400);
    return claimStep(storefront, found.value);
  }
  const order = parseWarrantyFind(form);
  if (order.isErr()) return withCookies<WarrantyStep>(storefront, { step: 'find', result: order.error }, 400);
  const claim = parseWarrantyClaim(form);
  if (claim.isErr()) return claimStep(storefront, order.value, claim.error);
  const opened = await storefront.orders.warranty(claim.value);
  if (opened.isErr()) return claimStep(storefront, order.value, refused(opened.error, textFields(form, ['upc', 'description'])));
  return redirectWithCookies(storefront, supportPath.warranty(storefront.site, opened.value.caseNumber));
}

const FIND_FIELDS: readonly SummaryField[] = [
  { name: 'orderNumber', controlId: 'warranty-order-number' },
  { name: 'email', controlId: 'warranty-email' },
  { name: 'firstName', controlId: 'warranty-first-name' },
  { name: 'lastName', controlId: 'warranty-last-name' },
];

export default function WarrantyPage() {
  const site = useSite();
  const { caseNumber, prefill } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  if (caseNumber !== null) {
    return (
      <CaseConfirmation caseNumber={caseNumber} title={<FormattedMessage id="support.warranty.sent.title" />}>
        <p><Link to={sitePath.home(site)}><FormattedMessage id="support.backToShop" /></Link></p>
      </CaseConfirmation>
    );
  }
  if (data?.step === 'claim') return <ClaimStep order={data.order} lines={data.lines} result={data.result} />;
  const result = data?.result;
  const value = (name: string, fallback = '') => result?.values[name] ?? fallback;
  return (
    <div className="support-page">
      <h1><FormattedMessage id="support.warranty.title" /></h1>
      <p><FormattedMessage id="support.warranty.intro" /></p>
      <SupportForm result={result} fields={FIND_FIELDS} intent="find"
        submit={<FormattedMessage id="support.warranty.find" />} busyLabel={<FormattedMessage id="support.searching" />}>
        <TextField id="warranty-order-number" name="orderNumber" autoComplete="off" maxLength={32}
          label={<FormattedMessage id="support.field.orderNumber" />} hint={<FormattedMessage id="support.warranty.orderNumber.hint" />}
          defaultValue={value('orderNumber')} error={result?.errors.orderNumber} />
        <TextField id="warranty-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="support.warranty.field.email" />} defaultValue={value('email', prefill.email)} error={result?.errors.email} />
        <div className="form-grid">
          <TextField id="warranty-first-name" name="firstName" autoComplete="given-name" maxLength={50}
            label={<FormattedMessage id="support.field.firstName" />} defaultValue={value('firstName', prefill.firstName)} error={result?.errors.firstName} />
          <TextField id="warranty-last-name" name="lastName" autoComplete="family-name" maxLength={50}
            label={<FormattedMessage id="support.field.lastName" />} defaultValue={value('lastName')} error={result?.errors.lastName} />
        </div>
      </SupportForm>
      <p><Link to={supportPath.contactUs(site)}><FormattedMessage id="support.warranty.contactLink" /></Link></p>
    </div>
  );
}

/** Step 2: the order's lines as radio buttons (keyboard: arrows move within the group), the defect, the claim. */
function ClaimStep({ order, lines, result }: { order: ClaimOrder; lines: readonly Line[]; result: SupportFormResult | undefined }) {
  const site = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result === undefined) headingRef.current?.focus();
  }, [result]);
  const upcError = result?.errors.upc;
  const chosen = result?.values.upc ?? (lines.length === 1 ? lines[0]!.upc : '');
  const fields: SummaryField[] = [
    { name: 'upc', controlId: `warranty-line-${lines[0]?.upc ?? ''}` },
    { name: 'description', controlId: 'warranty-description' },
  ];
  return (
    <div className="support-page">
      <h1><FormattedMessage id="support.warranty.title" /></h1>
      <h2 tabIndex={-1} ref={headingRef}><FormattedMessage id="support.warranty.claim.title" values={{ orderNumber: order.orderNumber }} /></h2>
      <SupportForm result={result} fields={fields} intent="claim" recaptchaAction="warranty"
        submit={<FormattedMessage id="support.warranty.submit" />} busyLabel={<FormattedMessage id="support.sending" />}>
        <input type="hidden" name="orderNumber" value={order.orderNumber} />
        <input type="hidden" name="email" value={order.email} />
        <input type="hidden" name="firstName" value={order.firstName} />
        <input type="hidden" name="lastName" value={order.lastName} />
        <fieldset aria-describedby={upcError ? 'warranty-line-error' : undefined}>
          <legend><FormattedMessage id="support.warranty.field.product" /></legend>
          <ul className="radio-list">
            {lines.map((line) => (
              <li key={line.upc}>
                <label className="checkbox" htmlFor={`warranty-line-${line.upc}`}>
                  <input type="radio" id={`warranty-line-${line.upc}`} name="upc" value={line.upc} required defaultChecked={line.upc === chosen}
                    aria-invalid={upcError ? true : undefined} />
                  <span>
                    <FormattedMessage id="support.warranty.line" values={{ name: line.name, colour: line.colorName, size: line.size, qty: line.qty }} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {upcError && <p id="warranty-line-error" className="field__error"><FormattedMessage id={upcError.id} values={upcError.values} /></p>}
        </fieldset>
        <TextAreaField id="warranty-description" name="description" maxLength={2000} defaultValue={result?.values.description ?? ''}
          error={result?.errors.description} label={<FormattedMessage id="support.warranty.field.description" />}
          hint={<FormattedMessage id="support.warranty.field.description.hint" />} />
      </SupportForm>
      <p><Link to={supportPath.warranty(site)} reloadDocument><FormattedMessage id="support.warranty.otherOrder" /></Link></p>
    </div>
  );
}
