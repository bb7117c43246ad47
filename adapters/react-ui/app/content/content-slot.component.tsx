import { lazyPart } from '../platform/lazy-part';
import { unpack, type Packed } from '../platform/packed-data';
import type { ContentSectionsProps, PageContentData } from './content-sections.component';

/**
 * The block renderer is not part of any page's first-visit JavaScript: a lazy part (platform/lazy-part.tsx). The
 * server renders the content itself (page-content.server.ts registers the renderer; no Suspense there: React's server
 * renderer would move a large boundary to the end of the document, behind a script, which without JavaScript never
 * shows), and the browser loads the renderer in a chunk of its own, keeping the server's markup until it arrives (its
 * links and forms work meanwhile), then hydrates it in slices.
 */
const ContentSectionsPart = lazyPart<ContentSectionsProps>(
  'ContentSections', () => import('./content-sections.component').then((module) => module.ContentSections), { sliced: true });

/** A page's content sections where the page places them; nothing without content. */
export function PageContent(props: Omit<ContentSectionsProps, 'content'> & { readonly content: PageContentData | Packed<PageContentData> | null | undefined }) {
  const { content, ...rest } = props;
  if (content === null || content === undefined) return null;
  // A page's loader sends its content packed (page-content.server.ts); the footer's comes inside the packed chrome.
  return <ContentSectionsPart content={'json' in content ? unpack(content) : content} {...rest} />;
}
