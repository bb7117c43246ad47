import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

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
 * Adds the widget's script tag once, when there is a site key (null: no widget), under the document's CSP nonce. The
 * nonce comes from the root loader (the Node server makes one per response; the root does not revalidate, so it stays
 * the document's), not off an inline script: hydration drops the ones the browser's tree does not render.
 */
export function useRecaptchaScript(siteKey: string | null): void {
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce || undefined;
  useEffect(() => {
    if (siteKey === null || document.getElementById('recaptcha-script') !== null) return;
    const script = document.createElement('script');
    script.id = 'recaptcha-script';
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    if (nonce !== undefined) script.nonce = nonce;
    document.head.append(script);
  }, [siteKey, nonce]);
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
