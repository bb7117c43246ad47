import { siteById, type SiteId } from '@switchback/core';
import type { MailMessage } from '../mail/mailer.port';

/** The confirmation mails of support cases, in the site's language (en-us, en-gb: English; fr-fr: French). */
const TEXT = {
  en: {
    contactSubject: (caseNumber: string) => `We have your message: case ${caseNumber}`,
    contact: (firstName: string, caseNumber: string, topic: string) =>
      `Hello ${firstName},\n\nThank you for contacting Switchback. We have received your message about: ${topic}.\n\nYour case number is ${caseNumber}. Please quote it if you write to us or call us about this.\n\nSwitchback customer service`,
    warrantySubject: (caseNumber: string) => `We have your warranty claim: case ${caseNumber}`,
    warranty: (firstName: string, caseNumber: string, product: string, orderNumber: string) =>
      `Hello ${firstName},\n\nWe have received your warranty claim for ${product} (order ${orderNumber}).\n\nYour case number is ${caseNumber}. Please quote it if you write to us or call us about this claim.\n\nSwitchback customer service`,
  },
  fr: {
    contactSubject: (caseNumber: string) => `Nous avons bien reçu votre message : dossier ${caseNumber}`,
    contact: (firstName: string, caseNumber: string, topic: string) =>
      `Bonjour ${firstName},\n\nMerci d’avoir contacté Switchback. Nous avons bien reçu votre message au sujet de : ${topic}.\n\nVotre numéro de dossier est ${caseNumber}. Merci de le rappeler si vous nous écrivez ou nous appelez à ce sujet.\n\nLe service client Switchback`,
    warrantySubject: (caseNumber: string) => `Nous avons bien reçu votre demande de garantie : dossier ${caseNumber}`,
    warranty: (firstName: string, caseNumber: string, product: string, orderNumber: string) =>
      `Bonjour ${firstName},\n\nNous avons bien reçu votre demande de garantie pour ${product} (commande ${orderNumber}).\n\nVotre numéro de dossier est ${caseNumber}. Merci de le rappeler si vous nous écrivez ou nous appelez au sujet de cette demande.\n\nLe service client Switchback`,
  },
} as const;

const textOf = (site: SiteId) => (siteById(site)?.language === 'fr' ? TEXT.fr : TEXT.en);

/** Contact us: the case number and the topic (category — subject, in the site's language). */
export function contactConfirmationMail(to: string, firstName: string, site: SiteId, caseNumber: string, topic: string): MailMessage {
  const text = textOf(site);
  return { to, subject: text.contactSubject(caseNumber), text: text.contact(firstName, caseNumber, topic) };
}

/** Warranty claim: the case number, the product (as the order names it) and the order. */
export function warrantyConfirmationMail(
  to: string, firstName: string, site: SiteId, caseNumber: string, product: string, orderNumber: string,
): MailMessage {
  const text = textOf(site);
  return { to, subject: text.warrantySubject(caseNumber), text: text.warranty(firstName, caseNumber, product, orderNumber) };
}
