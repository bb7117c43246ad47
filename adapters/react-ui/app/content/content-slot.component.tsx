import { Suspense, type ComponentType } from 'react';
import { lateHydrated } from '../platform/lazy-part';
import type { ContentSectionsProps, PageContentData } from './content-sections.component';

type Renderer = ComponentType<ContentSectionsProps>;

/** Set on the server only (page-content.server.ts registers the renderer): the server renders content directly. */
let serverRenderer: Renderer | undefined;
export const registerContentRenderer = (renderer: Renderer): void => {
  serverRenderer = renderer;
};

/**
 * The block renderer is not part of any page's first-visit JavaScript: the server renders the content itself (no
 * Suspense there: React's server renderer would move a large boundary to the end of the document, behind a script,
 * which without JavaScript never shows), and the browser loads the renderer in a chunk of its own while hydrating
 * (Preact keeps the server's markup of a suspended part until it arrives; its links and forms work meanwhile).
 */
const LazyContentSections = lateHydrated<ContentSectionsProps>(() => import('./content-sections.component').then((module) => module.ContentSections));

/** A page's content sections where the page places them; nothing without content. */
export function PageContent(props: Omit<ContentSectionsProps, 'content'> & { readonly content: PageContentData | null | undefined }) {
  const { content, ...rest } = props;
  if (content === null || content === undefined) return null;
  if (serverRenderer !== undefined) {
    const ServerContentSections = serverRenderer;
    return <ServerContentSections content={content} {...rest} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyContentSections content={content} {...rest} />
    </Suspense>
  );
}
