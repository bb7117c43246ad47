import type { Site } from '@switchback/core';
import { safeReturnPath } from '../favorites/return-path.server';
import type { LoyaltyNotice } from './loyalty-paths';

/**
 * Where a loyalty or associate form goes back to (Post/Redirect/Get), with its notice in `param`: the form's
 * `redirectTo` when it is a path of this site, else `fallback`. Any notice of an earlier post is replaced.
 */
export function backWithNotice(site: Pick<Site, 'id'>, redirectTo: FormDataEntryValue | null, fallback: string, param: string, notice: LoyaltyNotice): string {
  const path = safeReturnPath(site, redirectTo, fallback);
  const url = new URL(path, 'http://same.site');
  url.searchParams.set(param, notice);
  return `${url.pathname}${url.search}${url.hash}`;
}
