import { siteById, type SiteId } from '@switchback/core';
import type { MailMessage } from '../mail/mailer.port';

/** The mail texts of identity, in the site's language (en-us, en-gb: English; fr-fr: French). */
const TEXT = {
  en: {
    welcomeSubject: 'Welcome to Switchback',
    welcome: (name: string, url: string) => `Hello${name},\n\nYour Switchback account is ready. Sign in any time at:\n${url}\n\nSee you soon,\nSwitchback`,
    resetSubject: 'Reset your Switchback password',
    reset: (name: string, url: string, minutes: number) => `Hello${name},\n\nSomeone (we hope you) asked to reset the password of your Switchback account.\nChoose a new password here within ${minutes} minutes (the link works once):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nSwitchback`,
  },
  fr: {
    welcomeSubject: 'Bienvenue chez Switchback',
    welcome: (name: string, url: string) => `Bonjour${name},\n\nVotre compte Switchback est prêt. Connectez-vous à tout moment sur :\n${url}\n\nÀ bientôt,\nSwitchback`,
    resetSubject: 'Réinitialisez votre mot de passe Switchback',
    reset: (name: string, url: string, minutes: number) => `Bonjour${name},\n\nQuelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Switchback.\nChoisissez un nouveau mot de passe ici dans les ${minutes} minutes (le lien ne sert qu’une fois) :\n${url}\n\nSi ce n’est pas vous, ignorez ce message : votre mot de passe reste inchangé.\n\nSwitchback`,
  },
} as const;

const textOf = (site: SiteId) => (siteById(site)?.language === 'fr' ? TEXT.fr : TEXT.en);
const greeting = (firstName: string | null | undefined): string => (firstName ? ` ${firstName}` : '');

export function welcomeMail(to: string, firstName: string | null | undefined, site: SiteId, storefrontUrl: string): MailMessage {
  const text = textOf(site);
  return { to, subject: text.welcomeSubject, text: text.welcome(greeting(firstName), `${storefrontUrl}/${site}/account/sign-in`) };
}

/** The reset link: the storefront's reset page of the site, carrying the single-use token. */
export function resetMail(to: string, firstName: string | null, site: SiteId, storefrontUrl: string, token: string, ttlSeconds: number): MailMessage {
  const text = textOf(site);
  const url = `${storefrontUrl}/${site}/account/reset-password?token=${encodeURIComponent(token)}`;
  return { to, subject: text.resetSubject, text: text.reset(greeting(firstName), url, Math.round(ttlSeconds / 60)) };
}
