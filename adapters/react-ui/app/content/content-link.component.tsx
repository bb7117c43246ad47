import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedContentHref } from '@switchback/core';
import { useContentContext } from './content-context';

/**
 * A link from content: a site-relative path gets the locale and navigates in the app; an https URL is a plain link
 * (a new tab when the content asks, with rel noopener); an anchor scrolls.
 */
export function ContentLink({ url, targetAttribute, className, children, label }: {
  readonly url: string;
  readonly targetAttribute?: '_self' | '_blank' | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  readonly label?: string | undefined;
}) {
  const { siteId } = useContentContext();
  if (url.startsWith('/') && !url.startsWith('//')) {
    return <Link to={localizedContentHref(url, siteId)} className={className} aria-label={label}>{children}</Link>;
  }
  const external = url.startsWith('https://') && targetAttribute === '_blank';
  return (
    <a href={url} className={className} aria-label={label} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
