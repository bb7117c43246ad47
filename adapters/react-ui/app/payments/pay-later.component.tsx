import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, instalmentAmounts, PAY_LATER_INSTALMENTS, type Cart } from '@switchback/core';
import { useHydrated } from '../platform/use-hydrated';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';

/** The plan of what is left to pay (core's instalmentAmounts: equal parts, the rounding remainder on the last). */
function usePlan(cart: Cart): { amounts: number[]; money: (minor: number) => string } {
  const site = useSite();
  const { remainingToPay, currency } = cart.totals;
  return { amounts: instalmentAmounts(remainingToPay, PAY_LATER_INSTALMENTS), money: (minor) => formatMoney(minor, currency, site.locale) };
}

function PlanList({ cart }: { cart: Cart }) {
  const { amounts, money } = usePlan(cart);
  return (
    <ol className="pay-later__plan">
      {amounts.map((amount, index) => (
        // The instalments are positions of a fixed plan: the position is their identity.
        <li key={`instalment-${index + 1}`}><FormattedMessage id="payLater.plan.instalment" values={{ n: index + 1, amount: money(amount) }} /></li>
      ))}
    </ol>
  );
}

/**
 * Issue 10 §3: "pay later" on the payment step, beside the card: a plain form (works without JavaScript) that adds
 * the pay-later instrument; its plan shows inline, and once hydrated "How pay later works" opens the
 * buy-now-pay-later info dialog (commerce-core §2) with the plan.
 */
export function PayLaterOption({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { amounts, money } = usePlan(cart);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="pay-later-title" className="pay-later">
      <h3 id="pay-later-title"><FormattedMessage id="payLater.title" /></h3>
      <p><FormattedMessage id="payLater.hint" values={{ count: amounts.length, amount: money(amounts[0] ?? 0) }} /></p>
      {!hydrated && <PlanList cart={cart} />}
      <div className="button-row">
        <Form method="post">
          <button type="submit" name="intent" value="pay-later" className="button"><FormattedMessage id="payLater.choose" /></button>
        </Form>
        {hydrated && (
          <button ref={opener} type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <FormattedMessage id="payLater.info" />
          </button>
        )}
      </div>
      {open && (
        <PayLaterInfoDialog cart={cart} label={intl.formatMessage({ id: 'payLater.dialog.title' })} onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }} />
      )}
    </section>
  );
}

/** The buy-now-pay-later info dialog: the one Overlay (Esc closes, focus returns to its opener). */
function PayLaterInfoDialog({ cart, label, onClose }: { cart: Cart; label: string; onClose: () => void }) {
  const intl = useIntl();
  const { amounts, money } = usePlan(cart);
  return (
    <LazyOverlay open onOpenChange={(open) => { if (!open) onClose(); }} title={label} closeLabel={intl.formatMessage({ id: 'payLater.dialog.close' })}
      className="pay-later-dialog">
      <p><FormattedMessage id="payLater.dialog.body" values={{ total: money(cart.totals.remainingToPay), count: amounts.length }} /></p>
      <PlanList cart={cart} />
    </LazyOverlay>
  );
}

/** The summary's line for pay later: the plan's instalments. */
export function PayLaterSummary({ cart }: { cart: Cart }) {
  const site = useSite();
  const payLater = cart.payment_instruments.find((instrument) => instrument.payment_method_id === 'PAY_LATER');
  if (payLater === undefined || payLater.payment_method_id !== 'PAY_LATER') return null;
  return (
    <p>
      <FormattedMessage id="payLater.summary"
        values={{ count: payLater.payLater.instalments, amount: formatMoney(payLater.payLater.instalmentAmount, cart.totals.currency, site.locale) }} />
    </p>
  );
}
