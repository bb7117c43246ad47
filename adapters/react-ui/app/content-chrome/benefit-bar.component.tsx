import { useFetcher, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import type { BlockOf } from '@switchback/core';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { ContentLink, targetOpensNewTab } from './content-link.component';
import { PlainParagraphs } from './plain-text.component';

/**
 * Issue 12 §4 benefit bar, above the header: its text and links; its close button (when the content shows one) posts
 * the dismissal (a cookie, so the server does not render it again). With JavaScript a fetcher posts and the bar hides
 * at once; without, the form posts and the page comes back without it.
 */
export function BenefitBar({ block }: { readonly block: BlockOf<'benefit-bar'> }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useFetcher();
  if (fetcher.state !== 'idle' || fetcher.data !== undefined) return null;
  const align = block.alignment ?? 'center';
  return (
    <aside className={`benefit-bar benefit-bar--${align}`} aria-label={intl.formatMessage({ id: 'benefitBar.label' })} style={block.backgroundColor ? { backgroundColor: block.backgroundColor } : undefined}>
      {block.logo ? <img className="benefit-bar__logo" src={block.logo.url} alt={block.logo.alt} width={block.logo.width} height={block.logo.height} /> : null}
      <div className="benefit-bar__text">
        {block.title ? <strong className="benefit-bar__title">{block.title}</strong> : null}
        {block.richText ? <PlainParagraphs text={block.richText} className="benefit-bar__paragraph" /> : null}
      </div>
      {block.targets?.map((target) => (
        <ContentLink key={`${target.url}-${target.text}`} siteId={site.id} url={target.url} newTab={targetOpensNewTab(target)} className="benefit-bar__link">{target.text}</ContentLink>
      ))}
      {block.showCloseButton ? (
        <fetcher.Form method="post" action={`/${site.id}/content/dismiss`} className="benefit-bar__close-form">
          <input type="hidden" name="kind" value="benefit-bar" />
          <input type="hidden" name="id" value={block.id} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <EnhancedField />
          <button type="submit" className="benefit-bar__close" aria-label={intl.formatMessage({ id: 'benefitBar.close' })}>
            <span aria-hidden="true">×</span>
          </button>
        </fetcher.Form>
      ) : null}
    </aside>
  );
}
