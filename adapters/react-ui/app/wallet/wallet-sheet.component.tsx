import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import {
  formatMoney, initialWalletSheet, SANDBOX_WALLET_CARDS, SANDBOX_WALLET_CONTACTS, SANDBOX_WALLET_TOKEN_PATH, walletSheetTransition,
  type SandboxWalletCardId, type WalletContact, type WalletError, type WalletSheetEffect, type WalletSheetEvent, type WalletSheetState,
} from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import { useSite } from '../site/use-site';
import type { WalletKind, WalletSheetViewData, WalletStepAnswer, WalletStepRequest } from './wallet-sheet.protocol';

const unknown = (message: string): WalletError => ({ type: 'Unknown', message });

/** One step asked of the wallet route; a network failure or an unreadable answer is an unknown wallet failure. */
async function askStep(siteId: string, request: WalletStepRequest): Promise<WalletStepAnswer> {
  try {
    const response = await fetch(`/${siteId}/wallet`, {
      method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(request),
    });
    return (await response.json()) as WalletStepAnswer;
  } catch {
    const error = unknown('network');
    return { ok: false, error, sheetError: { code: 'unknown' }, message: { id: 'errors.network' } };
  }
}

/** The sandbox wallet authorises the amount with one of its cards: a one-time token for the session (never a card number). */
async function walletToken(request: { sessionID: string; cardId: SandboxWalletCardId; amount: number; currency: string }): Promise<string | null> {
  try {
    const response = await fetch(`/api${SANDBOX_WALLET_TOKEN_PATH}`, {
      method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(request),
    });
    const body = (await response.json()) as { token?: unknown };
    return response.ok && typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

/** The wallet's saved contacts, the site's own country first (the device's default). */
function contactsFor(country: string): [string, WalletContact][] {
  const all = Object.entries(SANDBOX_WALLET_CONTACTS);
  return [...all.filter(([code]) => code === country), ...all.filter(([code]) => code !== country)];
}

/**
 * The sandbox wallet's payment sheet (storefront-experience §4 Wallet payment sheet; with `kind` express, the card
 * provider's express sheet): a modal <dialog> standing in for the device's sheet. Core's wallet sheet machine decides
 * every move; each step's work is asked of the wallet route. Any failure completes the sheet with failure and shows it.
 */
export default function WalletSheet({ kind, origin, product, onClose }: {
  kind: WalletKind;
  origin: 'product-page' | 'cart';
  product: { productId: string; upc: string } | null;
  onClose: () => void;
}) {
  const site = useSite();
  const navigate = useNavigate();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const machine = useRef<WalletSheetState>(initialWalletSheet(origin));
  const [state, setState] = useState<WalletSheetState>(machine.current);
  const [view, setView] = useState<WalletSheetViewData | null>(null);
  const sessionRef = useRef<string | null>(null);
  const contacts = contactsFor(site.country);
  const [contactKey, setContactKey] = useState(contacts[0]![0]);
  const contactKeyRef = useRef(contactKey);
  contactKeyRef.current = contactKey;
  const [cardId, setCardId] = useState<SandboxWalletCardId>(SANDBOX_WALLET_CARDS[0].id);
  /** The method just chosen, shown checked while the cart takes it (the view's `selected` follows). */
  const [methodChoice, setMethodChoice] = useState<string | null>(null);
  const [error, setError] = useState<UiText | null>(null);
  const [authorising, setAuthorising] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const contactOf = (key: string): WalletContact => SANDBOX_WALLET_CONTACTS[key] ?? {};

  const send = useCallback((event: WalletSheetEvent) => {
    const transition = walletSheetTransition(machine.current, event);
    machine.current = transition.state;
    setState(transition.state);
    for (const effect of transition.effects) void run(effect);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `run` reads only refs and stable setters
  }, []);

  const settle = (step: 'merchantValidation' | 'shippingContact' | 'shippingMethod', answer: WalletStepAnswer) => {
    if (!answer.ok) {
      setError(answer.message);
      send({ type: 'StepFailed', step, error: answer.error });
      return;
    }
    if ('view' in answer) setView(answer.view);
    if ('sessionID' in answer && answer.sessionID !== undefined) sessionRef.current = answer.sessionID;
    send({ type: 'StepSucceeded', step });
  };

  async function run(effect: WalletSheetEffect): Promise<void> {
    switch (effect.type) {
      case 'RunMerchantValidation':
        settle('merchantValidation', await askStep(site.id, { intent: 'begin', kind, origin, product }));
        return;
      case 'RunShippingContact':
        settle('shippingContact', await askStep(site.id, { intent: 'contact', origin, contact: effect.contact }));
        return;
      case 'RunShippingMethod':
        settle('shippingMethod', await askStep(site.id, { intent: 'method', origin, identifier: effect.identifier }));
        return;
      case 'RunPaymentAuthorized': {
        const answer = await askStep(site.id, kind === 'wallet'
          ? { intent: 'authorize', origin, token: effect.token, sessionID: sessionRef.current ?? '', contacts: { shipping: effect.contacts.shipping, billing: effect.contacts.billing } }
          : { intent: 'express-pay', origin, paymentData: effect.token, contact: effect.contacts.shipping });
        if (!answer.ok) {
          setError(answer.message);
          send({ type: 'StepFailed', step: 'paymentAuthorized', error: answer.error });
        } else if ('orderNumber' in answer) {
          send({ type: 'OrderPlaced', orderNumber: answer.orderNumber });
        }
        return;
      }
      case 'CompleteStep':
        // Like a device's sheet, the default contact is selected as soon as the merchant is validated.
        if (effect.step === 'merchantValidation') send({ type: 'ShippingContactSelected', contact: contactOf(contactKeyRef.current) });
        return;
      case 'CompleteSheet':
        setAuthorising(false);
        return;
      case 'ClearCartContext':
        await askStep(site.id, { intent: 'clear', origin });
        return;
      case 'NavigateToConfirmation': {
        const placed = machine.current;
        if (placed.status !== 'Succeeded') return;
        const query = new URLSearchParams({ order: placed.orderNumber, ...effect.query });
        ref.current?.close();
        void navigate(`/${site.id}${effect.path}?${query.toString()}`);
        return;
      }
      case 'ResetCart':
        // The wallet route forgot the cart that became the order; the confirmation page's loaders show the new state.
        return;
      default: {
        const unhandled: never = effect;
        return unhandled;
      }
    }
  }

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    const closed = () => {
      send({ type: 'Cancel' });
      onCloseRef.current();
    };
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    send({ type: 'Begin' });
    return () => dialog.removeEventListener('close', closed);
  }, [send]);

  const pending = state.status === 'InProgress' && state.pending;
  const ready = state.status === 'InProgress' && !state.pending && view !== null && state.step !== 'merchantValidation';
  const money = (minor: number) => formatMoney(minor, view?.currency ?? site.currency, site.locale);

  const authorise = async () => {
    if (!ready || view === null || sessionRef.current === null) return;
    setAuthorising(true);
    const token = await walletToken({ sessionID: sessionRef.current, cardId, amount: view.remainingToPay, currency: view.currency });
    if (token === null) {
      setAuthorising(false);
      setError({ id: 'wallet.error.unknown' });
      return;
    }
    const contact = contactOf(contactKey);
    send({ type: 'PaymentAuthorized', token, contacts: { shipping: contact, billing: contact } });
  };

  const finished = state.status === 'Failed' || state.status === 'Succeeded' || state.status === 'Cancelled';
  return (
    <dialog ref={ref} className="auth-dialog wallet-sheet" aria-labelledby={titleId} aria-busy={pending} data-testid="wallet-sheet" data-status={state.status}>
      <h2 id={titleId} className="auth-dialog__title"><FormattedMessage id={kind === 'wallet' ? 'wallet.sheet.title' : 'wallet.express.title'} /></h2>
      {state.status === 'Failed' && (
        <div role="alert" className="notice notice--error" data-testid="wallet-error">
          <p><FormattedMessage id="wallet.sheet.failed" /></p>
          {error && <p><FormattedMessage id={error.id} values={error.values} /></p>}
        </div>
      )}
      {state.status !== 'Failed' && error && <p role="alert" className="notice notice--error"><FormattedMessage id={error.id} values={error.values} /></p>}
      {view === null && !finished && <p role="status"><span className="spinner" aria-hidden="true" /> <FormattedMessage id="wallet.sheet.loading" /></p>}
      {view !== null && !finished && (
        <form className="wallet-sheet__form" onSubmit={(event) => {
          event.preventDefault();
          void authorise();
        }}>
          <fieldset disabled={pending || authorising}>
            <legend><FormattedMessage id="wallet.sheet.shipTo" /></legend>
            {contacts.map(([key, contact]) => (
              <label key={key} className="picker__option">
                <input type="radio" name="wallet-contact" value={key} checked={key === contactKey} onChange={() => {
                  setContactKey(key);
                  setError(null);
                  send({ type: 'ShippingContactSelected', contact });
                }} />
                <span>{`${contact.givenName ?? ''} ${contact.familyName ?? ''}, ${(contact.addressLines ?? []).join(', ')}, ${contact.locality ?? ''} ${contact.postalCode ?? ''}, ${contact.country ?? ''}`}</span>
              </label>
            ))}
          </fieldset>
          <fieldset disabled={pending || authorising}>
            <legend><FormattedMessage id="wallet.sheet.shippingMethod" /></legend>
            {view.shippingMethods.map((method) => (
              <label key={method.code} className="picker__option">
                <input type="radio" name="wallet-method" value={method.code}
                  checked={(methodChoice ?? view.shippingMethods.find((m) => m.selected)?.code) === method.code}
                  onChange={() => {
                    setMethodChoice(method.code);
                    send({ type: 'ShippingMethodSelected', identifier: method.code });
                  }} />
                <span>{`${method.label} (${money(method.price)})`}</span>
              </label>
            ))}
          </fieldset>
          <fieldset disabled={pending || authorising}>
            <legend><FormattedMessage id="wallet.sheet.card" /></legend>
            {SANDBOX_WALLET_CARDS.map((card) => (
              <label key={card.id} className="picker__option">
                <input type="radio" name="wallet-card" value={card.id} checked={card.id === cardId} onChange={() => setCardId(card.id)} />
                <span><FormattedMessage id="wallet.sheet.cardEnding" values={{ brand: card.brand, last4: card.last4 }} /></span>
              </label>
            ))}
          </fieldset>
          <p className="wallet-sheet__total"><FormattedMessage id="wallet.sheet.total" /> <strong data-testid="wallet-total">{money(view.remainingToPay)}</strong></p>
          <button type="submit" className="button button--block" disabled={!ready || authorising} aria-busy={pending || authorising}>
            {pending || authorising
              ? <><span className="spinner" aria-hidden="true" /> <FormattedMessage id="wallet.sheet.paying" /></>
              : <FormattedMessage id="wallet.sheet.pay" values={{ amount: money(view.remainingToPay) }} />}
          </button>
        </form>
      )}
      <button type="button" className="button button--secondary button--block" onClick={() => ref.current?.close()}>
        <FormattedMessage id={finished ? 'wallet.sheet.close' : 'wallet.sheet.cancel'} />
      </button>
    </dialog>
  );
}
