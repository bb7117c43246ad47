import type { Site } from '@switchback/core';

/** A same-site path to return to after a plain form post (JavaScript off), or the fallback: never another origin. */
export function safeReturnPath(site: Pick<Site, 'id'>, raw: FormDataEntryValue | null, fallback: string): string {
  const value = typeof raw === 'string' ? raw : '';
  return value.startsWith(`/${site.id}`) && !value.startsWith('//') && !/[\r\n\\]/.test(value) ? value : fallback;
}
