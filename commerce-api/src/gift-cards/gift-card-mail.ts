import { formatMoney, siteById, type Currency, type SiteId } from '@switchback/core';
import type { MailMessage } from '../mail/mailer.port';

/** One card of the mail: its number and PIN in clear (the only place they are written), its amount and expiry. */
export interface MailedGiftCard {
  readonly number: string;
  readonly pin: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly expiresAt: Date | null;
}

const TEXT = {
  en: {
    subject: (orderNumber: string) => `Your Switchback e-gift card (order ${orderNumber})`,
    intro: (orderNumber: string) => `Hello,\n\nHere is the Switchback e-gift card of order ${orderNumber}. Pay with it at checkout using its number and PIN.`,
    card: (number: string, pin: string, amount: string, expiry: string | null) =>
      `Gift card ${number}\nPIN: ${pin}\nValue: ${amount}${expiry ? `\nValid until: ${expiry}` : ''}`,
    resent: 'This message replaces any earlier one: the PIN above is new, earlier PINs no longer work.',
    outro: 'Keep this message safe: anyone with the number and PIN can spend the card.\n\nSwitchback',
  },
  fr: {
    subject: (orderNumber: string) => `Votre carte cadeau électronique Switchback (commande ${orderNumber})`,
    intro: (orderNumber: string) => `Bonjour,\n\nVoici la carte cadeau électronique Switchback de la commande ${orderNumber}. Payez avec elle lors de la commande grâce à son numéro et à son code PIN.`,
    card: (number: string, pin: string, amount: string, expiry: string | null) =>
      `Carte cadeau ${number}\nCode PIN : ${pin}\nMontant : ${amount}${expiry ? `\nValable jusqu’au : ${expiry}` : ''}`,
    resent: 'Ce message remplace tout message précédent : le code PIN ci-dessus est nouveau, les anciens ne fonctionnent plus.',
    outro: 'Conservez ce message en lieu sûr : toute personne ayant le numéro et le code PIN peut utiliser la carte.\n\nSwitchback',
  },
} as const;

/** The e-mail of an order's digital gift cards, in the site's language (en-us, en-gb: English; fr-fr: French). */
export function giftCardMail(to: string, site: SiteId, orderNumber: string, cards: readonly MailedGiftCard[], resent: boolean): MailMessage {
  const s = siteById(site);
  const text = s?.language === 'fr' ? TEXT.fr : TEXT.en;
  const locale = s?.locale ?? 'en-US';
  const lines = cards.map((c) => text.card(c.number.replace(/(\d{4})(?=\d)/g, '$1 '), c.pin, formatMoney(c.amount, c.currency, locale),
    c.expiresAt ? c.expiresAt.toISOString().slice(0, 10) : null));
  return {
    to,
    subject: text.subject(orderNumber),
    text: [text.intro(orderNumber), ...lines, ...(resent ? [text.resent] : []), text.outro].join('\n\n'),
  };
}
