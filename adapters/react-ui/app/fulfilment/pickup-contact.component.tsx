import { Form } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { pickupContactRequirements, PICKUP_CONTACT_CONFIG, type Cart, type PickupKind } from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import { BusyButton } from '../forms/busy-button.component';
import { TextField } from '../forms/text-field.component';
import { useSite } from '../site/use-site';
import { PICKUP_CONTACT_INTENT } from './delivery-intent';

/**
 * Issue 10 §5: who collects the store pickup and collection-point lines. The fields the locale requires for the
 * cart's kinds (core `pickupContactRequirements`) are required; the others optional. A plain form (no JavaScript needed).
 */
export function PickupContactForm({ cart, kinds, errors, values }: {
  cart: Cart;
  kinds: readonly PickupKind[];
  errors: Readonly<Record<string, UiText>>;
  values: Readonly<Record<string, string>>;
}) {
  const site = useSite();
  const required = (field: 'email' | 'mobilePhone' | 'contact') => kinds.some((kind) => pickupContactRequirements(kind, site.locale, PICKUP_CONTACT_CONFIG)[field]);
  const saved = cart.pickupContact;
  return (
    <section aria-labelledby="pickup-contact-title">
      <h3 id="pickup-contact-title"><FormattedMessage id="fulfilment.contact.title" /></h3>
      {saved !== null && <p className="notice notice--ok" role="status"><FormattedMessage id="fulfilment.contact.saved" /></p>}
      <Form method="post" className="form" noValidate>
        <TextField id="pickup-contact-name" name="contact" label={<FormattedMessage id="fulfilment.contact.contact" />} autoComplete="name"
          defaultValue={values.contact ?? saved?.contact ?? ''} optional={!required('contact')} error={errors['pickupContact.contact']} maxLength={100} />
        <TextField id="pickup-contact-email" name="email" type="email" inputMode="email" autoComplete="email" label={<FormattedMessage id="fulfilment.contact.email" />}
          defaultValue={values.email ?? saved?.email ?? cart.customerEmail ?? ''} optional={!required('email')} error={errors['pickupContact.email']} maxLength={254} />
        <TextField id="pickup-contact-phone" name="mobilePhone" type="tel" inputMode="tel" autoComplete="tel" label={<FormattedMessage id="fulfilment.contact.mobilePhone" />}
          defaultValue={values.mobilePhone ?? saved?.mobilePhone ?? ''} optional={!required('mobilePhone')} error={errors['pickupContact.mobilePhone']} maxLength={20} />
        <BusyButton busy={false} intent={PICKUP_CONTACT_INTENT} className="button"><FormattedMessage id="fulfilment.contact.submit" /></BusyButton>
      </Form>
    </section>
  );
}
