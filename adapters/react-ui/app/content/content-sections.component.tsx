import { visibleBlocks, type ContentBlock } from '@switchback/core';
import { ContentContext } from './content-context';
import type { PageContentData } from './page-content-data';
export type { PageContentData } from './page-content-data';
import { DecisionsProvider } from '../experience/decisions';
import { ContentBlocks } from './content-blocks.component';
import { inPlacement, type SectionPlacement } from './content-placement';

/** A page's content as its loader returns it (app/content/page-content.server.ts). */

export type { SectionPlacement } from './content-placement';

export interface ContentSectionsProps {
  readonly content: PageContentData;
  readonly placement?: SectionPlacement;
  /** Only these sections (by name), in this order; default every section of the placement in document order. */
  readonly sections?: readonly string[];
  /** The first block holds the page's largest paint (a hero): its image loads eagerly with high priority. */
  readonly priority?: boolean;
  readonly className?: string;
}

const NO_PRIORITY: ReadonlySet<string> = new Set();

/** A block's id, and the first block of each of its alternatives when it is a wrapper (the one shown paints first). */
function priorityIdsOf(block: ContentBlock): ReadonlySet<string> {
  const firsts = (lists: readonly (readonly ContentBlock[])[]) => lists.flatMap((list) => (list[0] === undefined ? [] : [...priorityIdsOf(list[0])]));
  switch (block.type) {
    case 'experience': return new Set([block.id, ...firsts([block.baselines, ...block.variants.map((variant) => variant.blocks)])]);
    case 'segmentation': return new Set([block.id, ...firsts([block.baselines, ...block.segments.map((segment) => segment.blocks)])]);
    case 'filter-by': return new Set([block.id, ...firsts([block.components])]);
    default: return new Set([block.id]);
  }
}

/** The sections of a page, in order, each a list of blocks; nothing at all when no section has a visible block. */
export function ContentSections({ content, placement = 'main', sections, priority = false, className = 'content-sections' }: ContentSectionsProps) {
  const names = (sections ?? Object.keys(content.page.sections)).filter((name) => inPlacement(name, placement));
  const shown = names
    .map((name) => ({ name, blocks: visibleBlocks(content.page.sections[name] ?? []) }))
    .filter((section) => section.blocks.length > 0);
  if (shown.length === 0) return null;
  const first = shown[0]?.blocks[0];
  return (
    <ContentContext.Provider value={{ siteId: content.siteId, path: content.path, rails: content.rails, articleGrids: content.articleGrids ?? {}, priorityBlockIds: priority && first !== undefined ? priorityIdsOf(first) : NO_PRIORITY }}>
      <DecisionsProvider value={content.decisions}>
        <div className={className} data-content-id={content.page.id}>
          {shown.map((section) => (
            <div key={section.name} className={`content-section content-section--${section.name}`} data-section={section.name}>
              <ContentBlocks blocks={section.blocks} />
            </div>
          ))}
        </div>
      </DecisionsProvider>
    </ContentContext.Provider>
  );
}
