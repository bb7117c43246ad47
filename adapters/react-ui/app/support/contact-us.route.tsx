import { Link, useActionData, useLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Route } from './+types/contact-us.route';
import { formPageLoader } from '../auth/simple-page.server';
import { uiMessage } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { loaderFailure } from '../site/route-errors';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { CaseConfirmation, SupportForm, TextAreaField, type SummaryField } from './support-form.component';
import { contactFormValues, parseContactForm, refused, type SupportFormResult } from './support-forms.server';
import { caseNumberOf, supportPath, topicValue } from './support-paths';

/**
 * `/{locale}/contact-us` (issue 8): the categories and subjects come from the API (its categorySubject call, in the
 * site's language); the form opens a support case, and the page then shows the case number.
 */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, respond } = await formPageLoader(args, 'support.contact.title', 'support.contact.meta.description');
  const categories = await storefront.orders.contactCategories();
  if (categories.isErr()) loaderFailure(uiMessage(categories.error));
  const shopper = storefront.session.shopper.shopper;
  return respond({
    categories: categories.value.categories,
    caseNumber: caseNumberOf(args.request.url),
    prefill: { email: shopper.email ?? '', firstName: shopper.firstName ?? '' },
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const request = parseContactForm(form);
  if (request.isErr()) return withCookies<SupportFormResult>(storefront, request.error, 400);
  const opened = await storefront.orders.contactUs(request.value);
  if (opened.isErr()) {
    return withCookies<SupportFormResult>(storefront, refused(opened.error, contactFormValues(form)), 400);
  }
  return redirectWithCookies(storefront, supportPath.contactUs(storefront.site, opened.value.caseNumber));
}

const FIELDS: readonly SummaryField[] = [
  { name: 'firstName', controlId: 'contact-first-name' },
  { name: 'lastName', controlId: 'contact-last-name' },
  { name: 'email', controlId: 'contact-email' },
  { name: 'topic', controlId: 'contact-topic' },
  { name: 'orderNumber', controlId: 'contact-order-number' },
  { name: 'message', controlId: 'contact-message' },
];

export default function ContactUsPage() {
  const site = useSite();
  const intl = useIntl();
  const { categories, caseNumber, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (caseNumber !== null) {
    return (
      <CaseConfirmation caseNumber={caseNumber} title={<FormattedMessage id="support.contact.sent.title" />}>
        <p><Link to={sitePath.home(site)}><FormattedMessage id="support.backToShop" /></Link></p>
      </CaseConfirmation>
    );
  }
  const value = (name: string, fallback = '') => result?.values[name] ?? fallback;
  const topicError = result?.errors.topic;
  return (
    <div className="support-page">
      <h1><FormattedMessage id="support.contact.title" /></h1>
      <p><FormattedMessage id="support.contact.intro" /></p>
      <SupportForm result={result} fields={FIELDS} recaptchaAction="contactus"
        submit={<FormattedMessage id="support.contact.submit" />} busyLabel={<FormattedMessage id="support.sending" />}>
        <div className="form-grid">
          <TextField id="contact-first-name" name="firstName" autoComplete="given-name" maxLength={50}
            label={<FormattedMessage id="support.field.firstName" />} defaultValue={value('firstName', prefill.firstName)} error={result?.errors.firstName} />
          <TextField id="contact-last-name" name="lastName" autoComplete="family-name" maxLength={50}
            label={<FormattedMessage id="support.field.lastName" />} defaultValue={value('lastName')} error={result?.errors.lastName} />
        </div>
        <TextField id="contact-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="support.field.email" />} defaultValue={value('email', prefill.email)} error={result?.errors.email} />
        <div className="field">
          <label htmlFor="contact-topic"><FormattedMessage id="support.field.topic" /></label>
          <select id="contact-topic" name="topic" required defaultValue={value('topic')}
            aria-invalid={topicError ? true : undefined} aria-describedby={topicError ? 'contact-topic-error' : undefined}>
            <option value="">{intl.formatMessage({ id: 'support.field.topic.choose' })}</option>
            {categories.map((category) => (
              <optgroup key={category.id} label={category.label}>
                {category.subjects.map((subject) => (
                  <option key={subject.id} value={topicValue(category.id, subject.id)}>{subject.label}</option>
                ))}
              </optgroup>
            ))}
          </select>
          {topicError && <p id="contact-topic-error" className="field__error"><FormattedMessage id={topicError.id} values={topicError.values} /></p>}
        </div>
        <TextField id="contact-order-number" name="orderNumber" optional autoComplete="off" maxLength={32}
          label={<FormattedMessage id="support.field.orderNumber" />} hint={<FormattedMessage id="support.field.orderNumber.hint" />}
          defaultValue={value('orderNumber')} error={result?.errors.orderNumber} />
        <TextAreaField id="contact-message" name="message" maxLength={2000} defaultValue={value('message')} error={result?.errors.message}
          label={<FormattedMessage id="support.field.message" />} hint={<FormattedMessage id="support.field.message.hint" />} />
      </SupportForm>
      <p><Link to={supportPath.warranty(site)}><FormattedMessage id="support.contact.warrantyLink" /></Link></p>
    </div>
  );
}
