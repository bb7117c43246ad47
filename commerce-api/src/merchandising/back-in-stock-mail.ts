import { productPath, SITES, type SiteId } from '@switchback/core';
import type { MailMessage } from '../mail/mailer.port';

export interface BackInStockItem {
  readonly productId: string;
  readonly name: string;
  readonly slug: string;
  readonly colorName: string;
  readonly size: string;
}

const TEXT = {
  en: {
    subject: (name: string) => `Back in stock: ${name}`,
    body: (item: BackInStockItem, link: string) => [
      'Hello,',
      `Good news: the ${item.name} in ${item.colorName}, size ${item.size}, is back in stock.`,
      `Order it here while it lasts: ${link}`,
      'You asked us to tell you once; we will not write again about this size unless you ask again.\n\nSwitchback',
    ],
  },
  fr: {
    subject: (name: string) => `De retour en stock\u00a0: ${name}`,
    body: (item: BackInStockItem, link: string) => [
      'Bonjour,',
      `Bonne nouvelle\u00a0: l’article ${item.name}, coloris ${item.colorName.toLocaleLowerCase('fr-FR')}, taille ${item.size}, est de nouveau en stock.`,
      `Commandez-le ici tant qu’il en reste\u00a0: ${link}`,
      'Vous nous avez demandé de vous prévenir une fois\u00a0: nous ne vous écrirons plus au sujet de cette taille, sauf nouvelle demande.\n\nSwitchback',
    ],
  },
} as const;

/** The back-in-stock mail of one size, in the language of the site the request was made on, linking to its product page. */
export function backInStockMail(to: string, siteId: SiteId, item: BackInStockItem, storefrontUrl: string): MailMessage {
  const text = SITES[siteId].language === 'fr' ? TEXT.fr : TEXT.en;
  const link = `${storefrontUrl}${productPath(siteId, item.slug, item.productId)}`;
  return { to, subject: text.subject(item.name), text: text.body(item, link).join('\n\n') };
}
