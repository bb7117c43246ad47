import { Form, useActionData, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, type Cart, type PaymentInstrument } from '@switchback/core';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { promotionOutcomeOf, type GiftCardOutcome } from './promotion-outcome';
import { useOutcomeFocus } from './use-outcome-focus';

type GiftCardInstrument = Extract<PaymentInstrument, { payment_method_id: 'GIFT_CARD' }>;
export const giftCardsOf = (cart: Pick<Cart, 'payment_instruments'>): GiftCardInstrument[] =>
  cart.payment_instruments.filter((instrument): instrument is GiftCardInstrument => instrument.payment_method_id === 'GIFT_CARD');

/**
 * The checkout's gift card (issue 9 §3): number and PIN (not card numbers: they go to our server, JavaScript on or
 * off, but are never kept in the page, logged or autocompleted), "Check balance" and "Apply"; then the cards applied,
 * each with what it pays and a remove button. The answer's message shows at the number and takes the focus.
 */
export function GiftCardForm({ cart }: { cart: Cart }) {
  const site = useSite();
  const intl = useIntl();
  const navigation = useNavigation();
  const outcome = promotionOutcomeOf(useActionData(), 'giftCard') as GiftCardOutcome | null;
  const messageRef = useOutcomeFocus<HTMLParagraphElement>(outcome);
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : undefined;
  const money = (minor: number, currency = cart.currency) => formatMoney(minor, currency, site.locale);
  const error = outcome !== null && !outcome.ok ? outcome.error : null;
  const atNumber = error !== null && error.field !== 'giftCard.pin';
  const atPin = error?.field === 'giftCard.pin';
  const applied = giftCardsOf(cart);
  return (
    <section className="gift-cards" aria-labelledby="gift-card-title">
      <h3 id="gift-card-title"><FormattedMessage id="giftCard.title" /></h3>
      {applied.length > 0 && (
        <ul className="gift-card-list" aria-label={intl.formatMessage({ id: 'giftCard.applied.list' })}>
          {applied.map((card) => (
            <li key={card.payment_instrument_id} className="gift-card">
              <span>
                <FormattedMessage id="giftCard.applied.pays" values={{ card: card.giftCard.maskedNumber, amount: money(card.amount) }} />
              </span>
              <Form method="post">
                <EnhancedField />
                <input type="hidden" name="paymentInstrumentId" value={card.payment_instrument_id} />
                <BusyButton busy={pending === 'removeGiftCard'} intent="removeGiftCard" className="button button--link" label={intl.formatMessage({ id: 'giftCard.remove.label' }, { card: card.giftCard.maskedNumber })}>
                  <FormattedMessage id="giftCard.remove" />
                </BusyButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {/* A new, empty form once a card is applied: what was typed does not stay in the page. */}
      <Form key={`gift-card-${applied.length}`} method="post" className="form gift-card-form" noValidate autoComplete="off">
        <EnhancedField />
        <div className="form-grid">
          <div className="field span-2">
            <label htmlFor="gift-card-number"><FormattedMessage id="giftCard.number" /></label>
            <input
              id="gift-card-number"
              name="giftCardNumber"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              aria-invalid={atNumber ? true : undefined}
              aria-describedby={atNumber ? 'gift-card-error' : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="gift-card-pin"><FormattedMessage id="giftCard.pin" /></label>
            <input
              id="gift-card-pin"
              name="giftCardPin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              aria-invalid={atPin ? true : undefined}
              aria-describedby={atPin ? 'gift-card-error' : undefined}
            />
          </div>
        </div>
        {error !== null && (
          <p ref={messageRef} id="gift-card-error" className="field__error" role="alert" tabIndex={-1}>
            <FormattedMessage id={error.id} values={error.values} />
          </p>
        )}
        {outcome?.ok && (
          <p ref={messageRef} id="gift-card-message" className="field__ok" role="status" tabIndex={-1}>
            {outcome.done === 'balance' ? (
              <FormattedMessage id="giftCard.balance" values={{ card: outcome.balance.maskedNumber, amount: money(outcome.balance.balance, outcome.balance.currency) }} />
            ) : (
              <FormattedMessage id={outcome.done === 'applied' ? 'giftCard.applied' : 'giftCard.removed'} />
            )}
          </p>
        )}
        <div className="gift-card-form__actions">
          <BusyButton busy={pending === 'giftCardBalance'} intent="giftCardBalance" className="button button--secondary">
            <FormattedMessage id="giftCard.checkBalance" />
          </BusyButton>
          <BusyButton busy={pending === 'applyGiftCard'} intent="applyGiftCard" className="button">
            <FormattedMessage id="giftCard.apply" />
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}
