import type { ReactNode } from 'react';
import { resolveExperience, selectSegment, type ContentBlock, type ExperienceBlock, type SegmentContext, type SegmentationBlock } from '@switchback/core';
import { useDecisions } from './decisions';

/** No segment known: with it only a forced segment can be chosen (every segment but forced ones is left out). */
const NO_SEGMENT: SegmentContext = { loggedIn: false, loyaltyMember: false, employee: false, cartItemCount: 0, profileTypes: [] };

/** The block renderer's way to render nested blocks (app/content/ owns it). */
export type RenderBlocks = (blocks: readonly ContentBlock[]) => ReactNode;

/**
 * Issue 12 §2, storefront-experience §4 experience: the variant `p13n_testcontext` forces, else the page's decision
 * (made on the server in the loader: an Optimizely experiment whose key is the decision key, else the decide
 * endpoint; only with targeting consent), else the baseline (core's `resolveExperience`). Decided before the first
 * paint, so the variant renders without layout shift. With no content left the experience hides.
 */
export function ExperienceWrapper({ block, renderBlocks }: { readonly block: ExperienceBlock; readonly renderBlocks: RenderBlocks }) {
  const { decisions, testVariants } = useDecisions();
  const view = resolveExperience(
    { experienceId: block.experienceId, baselines: block.baselines, variants: block.variants.map((v) => ({ name: v.name, variantId: v.variantId, targets: v.blocks })) },
    { decisions, testVariants },
  );
  if (view.hidden) return null;
  return (
    <div className="experience" data-experience={block.experienceId} data-variant={view.source === 'variant' ? view.variant.variantId : 'baseline'}>
      {renderBlocks(view.blocks)}
    </div>
  );
}

/**
 * §4 segmentation: the segment `p13n_testcontext` forces, else the first whose §6 condition holds for the shopper,
 * else the baseline (core's `selectSegment`). The shopper's segment (signed in, loyalty, employee, cart units, profile
 * types) comes from the decide answer the page's loader asked for: only with targeting consent; without it, or when
 * the answer failed, only a forced segment or the baseline shows.
 */
export function SegmentationWrapper({ block, renderBlocks }: { readonly block: SegmentationBlock; readonly renderBlocks: RenderBlocks }) {
  const { testVariants, segment } = useDecisions();
  const segments = block.segments.map((s) => ({ id: s.id, targets: s.blocks }));
  const view = selectSegment(
    { segments: segment === undefined ? segments.filter((s) => testVariants.includes(s.id)) : segments, baselines: block.baselines },
    { context: segment ?? NO_SEGMENT, testVariants },
  );
  if (view.blocks.length === 0) return null;
  return <div className="segmentation" data-segment={view.source === 'segment' ? view.segment.id : 'baseline'}>{renderBlocks(view.blocks)}</div>;
}
