import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentTarget } from '@switchback/core';

/**
 * A content URL: a path is a path of this site (content writes `/c/...`, the storefront prefixes the locale unless
 * it is already there), an https URL leaves the site, a `#anchor` stays on the page.
 */
export function contentHref(siteId: string, url: string): string {
  if (!url.startsWith('/')) return url;
  return url === `/${siteId}` || url.startsWith(`/${siteId}/`) ? url : `/${siteId}${url === '/' ? '' : url}`;
}

export function ContentLink({ siteId, url, className, newTab, children, onClick }: {
  readonly siteId: string; readonly url: string; readonly className?: string; readonly newTab?: boolean;
  readonly children: ReactNode; readonly onClick?: () => void;
}) {
  const href = contentHref(siteId, url);
  if (href.startsWith('/')) return <Link to={href} className={className} onClick={onClick}>{children}</Link>;
  return <a href={href} className={className} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{children}</a>;
}

export const targetOpensNewTab = (target: ContentTarget): boolean => target.targetAttribute === '_blank' && target.url.startsWith('https://');
