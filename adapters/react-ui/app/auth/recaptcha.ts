import { useRouteLoaderData } from 'react-router';

/** The reCAPTCHA v3 widget's script (the CSP allows it only with a site key: server/security-headers.ts). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** The real reCAPTCHA site key the site layout loader gives (env `RECAPTCHA_SITE_KEY`), or null: no widget. */
export function useRecaptchaSiteKey(): string | null {
  return (useRouteLoaderData('site') as { recaptchaSiteKey?: string | null } | undefined)?.recaptchaSiteKey ?? null;
}

/**
 * The document's CSP nonce, from the root loader (the Node server makes one per response; the root does not revalidate,
 * so it stays the document's). Not read off an inline script: hydration drops the ones the browser's tree does not render.
 */
export function usePageNonce(): string | undefined {
  return (useRouteLoaderData('root') as { nonce?: string } | undefined)?.nonce || undefined;
}

/** Adds the widget's script tag once, under the page's CSP nonce (usePageNonce). */
export function loadRecaptcha(siteKey: string, nonce: string | undefined): void {
  if (document.getElementById('recaptcha-script') !== null) return;
  const script = document.createElement('script');
  script.id = 'recaptcha-script';
  script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  if (nonce !== undefined) script.nonce = nonce;
  document.head.append(script);
}

/** A fresh widget token for `action` (tokens live two minutes: one per submission), or null when it is unavailable. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (grecaptcha === undefined) return null;
  try {
    return await new Promise<string>((resolve, reject) => grecaptcha.ready(() => { grecaptcha.execute(siteKey, { action }).then(resolve, reject); }));
  } catch {
    return null;
  }
}
