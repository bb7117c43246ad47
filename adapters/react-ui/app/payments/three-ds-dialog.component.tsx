import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { FormattedMessage } from 'react-intl';

/**
 * The three-ds challenge dialog (commerce-core §2 dialogs; §4: PaymentNotAuthorized opens it). Rendered by the server
 * already open, so it works without JavaScript; once hydrated it becomes modal (showModal: the page behind is inert,
 * focus inside). "Continue to your bank" opens the bank's page; "Cancel payment" fails the challenge (the order is
 * reset, a new cart made, back to billing).
 */
export function ThreeDsDialog({ orderNumber, authorisationId, bankPath }: { orderNumber: string; authorisationId: string; bankPath: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (dialog.open && typeof dialog.showModal === 'function') {
      dialog.close();
      dialog.showModal();
    }
    dialog.querySelector<HTMLElement>('a')?.focus();
  }, []);
  return (
    <dialog ref={ref} open className="dialog three-ds-dialog" aria-labelledby="three-ds-title" aria-describedby="three-ds-body">
      <h2 id="three-ds-title"><FormattedMessage id="threeDs.dialog.title" /></h2>
      <p id="three-ds-body"><FormattedMessage id="threeDs.dialog.body" /></p>
      <div className="button-row">
        <Link className="button" to={bankPath}><FormattedMessage id="threeDs.dialog.continue" /></Link>
        <Form method="post">
          <input type="hidden" name="orderNumber" value={orderNumber} />
          <input type="hidden" name="challenge" value={authorisationId} />
          <button type="submit" name="intent" value="three-ds-cancel" className="button button--secondary">
            <FormattedMessage id="threeDs.dialog.cancel" />
          </button>
        </Form>
      </div>
    </dialog>
  );
}
