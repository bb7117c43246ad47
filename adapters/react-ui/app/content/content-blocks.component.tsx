import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  filterByMatches, GRADIENT_HEIGHTS, iconAndTextColumns, OVERLAY_WIDTHS, splitImageWidth, visibleBlocks, type BlockOf, type ContentBlock,
  type ContentTarget, type RecommendationCarouselVariant,
} from '@switchback/core';
import { LazyOverlay as Overlay } from '../overlays/lazy-overlay.component';
import { ExperienceWrapper, SegmentationWrapper } from '../experience/personalisation.component';
import { ArticleGridBlock, RelatedArticlesBlock } from '../articles/article-blocks.component';
import {
  EventSignUpBlock, InterestsBlock, LoyaltyBenefitsBlock, LoyaltyEnrolmentBlock, NewsletterFormBlock, SignUpFormBlock, SmsOptInBlock,
} from '../enrolment/content-forms.component';
import { RecommendationRail } from '../recommendations/recommendation-rail.component';
import { useContentContext } from './content-context';
import { ContentLink } from './content-link.component';
import { ContentImg, ContentMedia, ProductOverlayPicture, type ImageFractions } from './content-image.component';
import { ContentVideo } from './content-video.component';
import { ContentCarousel } from './content-carousel.component';
import { InlineRichText, RichText } from './rich-text.component';

type Common = Omit<BlockOf<'rich-text'>, 'type'>;

/** A theme colour name is a CSS variable of the theme; #rgb is used as it is. */
const cssColor = (color: string | undefined): string | undefined =>
  color === undefined ? undefined : color.startsWith('#') ? color : `var(--content-${color})`;

/** The blocks of a list, empty ones left out (core `visibleBlocks`), each in its wrapper. */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return visibleBlocks(blocks).map((block, index) => <ContentBlockView key={`${block.id}-${index}`} block={block} />);
}
const renderBlocks = (blocks: readonly ContentBlock[]): ReactNode => <ContentBlocks blocks={blocks} />;

/**
 * One block in its wrapper: `hideOnBreakpoint` and `bottomMargins` as classes, the background colour, the
 * promotion tracking as data attributes (the analytics adapter reads them).
 */
export function ContentBlockView({ block }: { readonly block: ContentBlock }) {
  const { rails } = useContentContext();
  // A recommendations block without items hides (§4), wrapper and all.
  if (block.type === 'product-recommendations' && (rails[block.id]?.items.length ?? 0) === 0) return null;
  const body = renderBlock(block);
  if (body === null) return null;
  const classes = [
    'content-block', `content-block--${block.type}`,
    ...(block.hideOnBreakpoint ?? []).map((bp) => `content-hide-${bp}`),
    ...(block.bottomMargins !== undefined ? [`content-margin--${block.bottomMargins}`] : []),
    ...(block.isFullWidth === true ? ['content-block--full-width'] : []),
    ...(block.isFullHeight === true ? ['content-block--full-height'] : []),
  ];
  const tracking = block.promotionTracking;
  return (
    <div
      className={classes.join(' ')}
      style={block.backgroundColor !== undefined ? { backgroundColor: cssColor(block.backgroundColor) } : undefined}
      data-block-id={block.id}
      {...(tracking !== undefined ? { 'data-promotion-id': tracking.promotionId, 'data-promotion-name': tracking.promotionName, 'data-creative-name': tracking.creativeName } : {})}
    >
      {body}
    </div>
  );
}

/** Every block type: a new one in the contract does not compile until it is rendered here. */
function renderBlock(block: ContentBlock): ReactNode {
  switch (block.type) {
    case 'banner': return <Banner block={block} />;
    case 'hero': return <Hero block={block} />;
    case 'menu-tile': return <Card block={block} kind="menu-tile" />;
    case 'category-card': return <Card block={block} kind="category-card" url={block.categoryId !== undefined ? `/c/category-${block.categoryId}` : undefined} />;
    case 'linked-card': return <Card block={block} kind="linked-card" />;
    case 'multi-link-card': return <MultiLinkCard block={block} />;
    case 'picture': return <Picture block={block} />;
    case 'pictures': return <Pictures block={block} />;
    case 'spacer': return <div className={`content-spacer content-spacer--${block.size}`} aria-hidden="true" />;
    case 'benefit-bar': return <BenefitBar block={block} />;
    case 'secondary-navigation': return <SecondaryNavigation block={block} />;
    case 'icon-and-text': return <IconAndText block={block} />;
    case 'vertical-list': return <VerticalList block={block} />;
    case 'cta-button': return <div className="content-targets"><Target target={block.target} /></div>;
    case 'button-collection': return <><TextPart block={block} noTargets /><Targets targets={block.targets} equal={block.equalTargetSize} className="content-button-collection" /></>;
    case 'video': return <VideoBlock block={block} />;
    case 'ugc': return <Ugc block={block} />;
    case 'anchor': return <span id={block.anchorId} className="content-anchor" />;
    case 'rich-text': return <TextPart block={block} />;
    case 'footer-item': return <FooterItem block={block} />;
    case 'product-recommendations': return <Recommendations block={block} />;
    case 'promo-message': return <PromoMessage block={block} />;
    case 'article-grid': return <ArticleGridBlock block={block} />;
    case 'related-articles': return <RelatedArticlesBlock block={block} />;
    case 'newsletter-form': return <NewsletterFormBlock block={block} />;
    case 'sign-up-form': return <SignUpFormBlock block={block} />;
    case 'loyalty-benefits': return <LoyaltyBenefitsBlock block={block} />;
    case 'sms-opt-in': return <SmsOptInBlock block={block} />;
    case 'loyalty-enrolment': return <LoyaltyEnrolmentBlock block={block} />;
    case 'interests': return <InterestsBlock block={block} />;
    case 'event-sign-up': return <EventSignUpBlock block={block} />;
    case 'collection': return <Collection block={block} />;
    case 'accordion': return <Accordion block={block} />;
    case 'dialog': return <DialogBlock block={block} />;
    case 'experience': return <ExperienceWrapper block={block} renderBlocks={renderBlocks} />;
    case 'segmentation': return <SegmentationWrapper block={block} renderBlocks={renderBlocks} />;
    case 'filter-by': return <FilterBy block={block} />;
    default: return assertNever(block);
  }
}

function assertNever(block: never): null {
  void block;
  return null;
}

/* ---------- text, targets ---------- */

function Title({ block, className = 'content-title' }: { readonly block: Common; readonly className?: string }) {
  if (block.title === undefined && block.titleHtml === undefined) return null;
  const Heading = block.titleH1 === true ? 'h1' : 'h2';
  const style: CSSProperties | undefined = block.titleColor !== undefined ? { color: cssColor(block.titleColor) } : undefined;
  return (
    <Heading className={`${className}${block.titleStyle !== undefined ? ` ${className}--${block.titleStyle}` : ''}${block.hideTitle === true ? ' visually-hidden' : ''}`} style={style}>
      {block.titleHtml !== undefined ? <InlineRichText source={block.titleHtml} /> : block.title}
    </Heading>
  );
}

/** The common text of a block: eyebrow, overline, title, subtitle, rich text and its targets (rich text above or below them). */
function TextPart({ block, noTargets = false, className = 'content-text' }: { readonly block: Common; readonly noTargets?: boolean; readonly className?: string }) {
  const headingLevel = block.titleH1 === true || (block.title === undefined && block.titleHtml === undefined) ? 2 : 3;
  const richText = block.richText !== undefined ? <RichText source={block.richText} headingLevel={headingLevel} style={block.richTextColor !== undefined ? { color: cssColor(block.richTextColor) } : undefined} /> : null;
  const targets = noTargets ? null : <Targets targets={block.targets} equal={block.equalTargetSize} linkOnly={block.linkType === 'No-CTA'} />;
  const hasSomething = block.eyebrowText !== undefined || block.eyebrowLogo !== undefined || block.overline !== undefined || block.title !== undefined
    || block.titleHtml !== undefined || block.subtitle !== undefined || block.subtitleHtml !== undefined || richText !== null || (block.targets?.length ?? 0) > 0;
  if (!hasSomething) return null;
  return (
    <div className={className}>
      {block.eyebrowLogo !== undefined ? <ContentImg image={block.eyebrowLogo} className="content-eyebrow-logo" fractions={{ sm: 0.3 }} /> : null}
      {block.eyebrowText !== undefined ? <p className="content-eyebrow">{block.eyebrowText}</p> : null}
      {block.overline !== undefined ? <p className="content-overline">{block.overline}</p> : null}
      <Title block={block} />
      {block.subtitle !== undefined || block.subtitleHtml !== undefined ? (
        <p className={`content-subtitle${block.subtitleStyle !== undefined ? ` content-subtitle--${block.subtitleStyle}` : ''}`} style={block.subtitleColor !== undefined ? { color: cssColor(block.subtitleColor) } : undefined}>
          {block.subtitleHtml !== undefined ? <InlineRichText source={block.subtitleHtml} /> : block.subtitle}
        </p>
      ) : null}
      {block.richTextBelowTargets === true ? <>{targets}{richText}</> : <>{richText}{targets}</>}
    </div>
  );
}

function Target({ target, linkOnly = false }: { readonly target: ContentTarget; readonly linkOnly?: boolean }) {
  const style = linkOnly ? 'link' : target.style ?? 'primary';
  const className = style === 'link' ? 'content-target content-target--link' : `button content-target content-target--${style}${style === 'secondary' || style === 'tertiary' ? ' button--secondary' : ''}${target.size !== undefined ? ` content-target--${target.size}` : ''}`;
  return <ContentLink url={target.url} targetAttribute={target.targetAttribute} className={className}>{target.text}</ContentLink>;
}

function Targets({ targets, equal, linkOnly = false, className = 'content-targets' }: {
  readonly targets: readonly ContentTarget[] | undefined; readonly equal?: boolean | undefined; readonly linkOnly?: boolean; readonly className?: string;
}) {
  if (targets === undefined || targets.length === 0) return null;
  return (
    <div className={`${className}${equal === true ? ' content-targets--equal' : ''}`}>
      {targets.map((target, index) => <Target key={`${target.url}-${index}`} target={target} linkOnly={linkOnly} />)}
    </div>
  );
}

/** Media, a link when the block has a media target. */
function BlockMedia({ block, fractions, className = 'content-media' }: { readonly block: Common; readonly fractions?: ImageFractions; readonly className?: string }) {
  const { priorityBlockIds } = useContentContext();
  if (block.media === undefined) return null;
  const media = <ContentMedia media={block.media} fractions={fractions} priority={priorityBlockIds.has(block.id)} className={className} />;
  if (block.mediaTarget === undefined || block.media.sm.kind === 'video') return media;
  const label = block.title ?? block.targets?.[0]?.text ?? (block.media.sm.kind === 'image' ? block.media.sm.alt : undefined);
  return <ContentLink url={block.mediaTarget.url} targetAttribute={block.mediaTarget.targetAttribute} className="content-media-link" label={label}>{media}</ContentLink>;
}

function Caption({ block }: { readonly block: Common }) {
  const caption = block.caption;
  if (caption === undefined) return null;
  return (
    <p className={`content-caption content-caption--${caption.position ?? 'bottom-left'}${caption.style === 'small' ? ' content-caption--small' : ''}`} style={caption.color !== undefined ? { color: cssColor(caption.color) } : undefined}>
      {caption.text}
    </p>
  );
}

function Badge({ block }: { readonly block: Common }) {
  if (block.badge === undefined) return null;
  return <img className="content-badge" src={block.badge.url} alt={block.badge.alt} width={64} height={64} loading="lazy" decoding="async" />;
}

/** §3/§9 layout per breakpoint as classes, and the gradient height. */
function layoutClasses(block: Common): string {
  const layout = block.responsiveLayout;
  const parts: string[] = [];
  for (const bp of ['sm', 'md', 'lg'] as const) {
    const at = layout?.[bp];
    if (at?.layout !== undefined) parts.push(`content-layout-${bp}--${at.layout}`);
    if (at?.alignment !== undefined) parts.push(`content-align-${bp}--${at.alignment}`);
  }
  if (block.gradientStyle !== undefined && block.gradientStyle !== 'off') {
    parts.push('content-gradient', `content-gradient--${block.gradientTone ?? 'dark'}`);
    for (const bp of block.gradientBreakpoints ?? []) parts.push(`content-gradient-${bp}`);
  }
  return parts.join(' ');
}
const gradientStyle = (block: Common): CSSProperties => ({ '--content-gradient-height': GRADIENT_HEIGHTS[block.gradientStyle ?? 'off'] } as CSSProperties);

/* ---------- banners and heroes ---------- */

function Banner({ block }: { readonly block: BlockOf<'banner'> }) {
  const split = block.variant === 'split';
  const mediaCount = split ? 1 + Math.min(2, block.mediaList?.length ?? 0) : 1;
  const style: CSSProperties = {
    ...gradientStyle(block),
    ...(split ? { '--content-split-media': `${splitImageWidth(block.splitWidth)}%` } : {}),
    ...(block.variant === 'overlay' ? { '--content-overlay-width': `${(OVERLAY_WIDTHS[block.overlayWidth ?? 'md'] * 100).toFixed(2)}%` } : {}),
  } as CSSProperties;
  const fractions: ImageFractions = split ? { sm: 1, md: splitImageWidth(block.splitWidth) / 100 / mediaCount } : { sm: 1 };
  return (
    <section className={`content-banner content-banner--${block.variant} ${layoutClasses(block)}`} style={style}>
      <div className={`content-banner__media content-banner__media--${mediaCount}`}>
        <BlockMedia block={block} fractions={fractions} />
        {split ? (block.mediaList ?? []).slice(0, 2).map((media, index) => <ContentMedia key={index} media={media} fractions={fractions} className="content-media" />) : null}
        <Caption block={block} />
        <Badge block={block} />
      </div>
      <TextPart block={block} className="content-banner__text content-text" />
    </section>
  );
}

function Hero({ block }: { readonly block: BlockOf<'hero'> }) {
  const { priorityBlockIds } = useContentContext();
  const productPicture = block.variant === 'product-overlay' ? block.mediaList?.[0]?.sm : undefined;
  return (
    <section className={`content-hero content-hero--${block.variant} ${layoutClasses(block)}`} style={gradientStyle(block)}>
      <div className="content-hero__media">
        <BlockMedia block={block} />
        <Caption block={block} />
        <Badge block={block} />
        {productPicture?.kind === 'image' ? (
          block.productId !== undefined ? (
            <ContentLink url={`/p/product-${block.productId}`} className="content-hero__product" label={productPicture.alt}>
              <ProductOverlayPicture image={productPicture} priority={priorityBlockIds.has(block.id)} />
            </ContentLink>
          ) : <div className="content-hero__product"><ProductOverlayPicture image={productPicture} priority={priorityBlockIds.has(block.id)} /></div>
        ) : null}
      </div>
      <TextPart block={block} className="content-hero__text content-text" />
    </section>
  );
}

/* ---------- cards, pictures ---------- */

/** Menu tile, category card, linked card (lg laid out as md, §9): the whole card is one link when it has a target. */
function Card({ block, kind, url }: { readonly block: Common; readonly kind: 'menu-tile' | 'category-card' | 'linked-card'; readonly url?: string | undefined }) {
  const { priorityBlockIds } = useContentContext();
  const href = block.mediaTarget?.url ?? url ?? block.targets?.[0]?.url;
  const body = (
    <>
      {block.media !== undefined ? <ContentMedia media={block.media} fractions={{ sm: 0.5, md: 0.33, lg: 0.25 }} priority={priorityBlockIds.has(block.id)} className="content-card__media" decorative={block.title !== undefined} /> : null}
      <span className="content-card__text">
        {block.eyebrowText !== undefined ? <span className="content-eyebrow">{block.eyebrowText}</span> : null}
        {block.title !== undefined ? <span className="content-card__title">{block.title}</span> : null}
        {block.subtitle !== undefined ? <span className="content-card__subtitle">{block.subtitle}</span> : null}
      </span>
    </>
  );
  return (
    <article className={`content-card content-card--${kind}`}>
      {href !== undefined ? <ContentLink url={href} targetAttribute={block.mediaTarget?.targetAttribute} className="content-card__link">{body}</ContentLink> : body}
      {block.richText !== undefined ? <RichText source={block.richText} /> : null}
    </article>
  );
}

function MultiLinkCard({ block }: { readonly block: BlockOf<'multi-link-card'> }) {
  return (
    <article className="content-card content-card--multi-link">
      <BlockMedia block={block} fractions={{ sm: 1, md: 0.5, lg: 0.33 }} className="content-card__media" />
      <Title block={block} className="content-card__title" />
      {block.richText !== undefined ? <RichText source={block.richText} /> : null}
      {(block.targets?.length ?? 0) > 0 ? (
        <ul className="content-card__links">{block.targets?.map((target, index) => <li key={index}><Target target={target} linkOnly /></li>)}</ul>
      ) : null}
    </article>
  );
}

function Picture({ block }: { readonly block: BlockOf<'picture'> }) {
  if (block.media === undefined) return <TextPart block={block} />;
  return (
    <figure className="content-picture">
      <BlockMedia block={block} />
      <Caption block={block} />
      {block.title !== undefined && block.hideTitle !== true ? <figcaption>{block.title}</figcaption> : null}
    </figure>
  );
}

function Pictures({ block }: { readonly block: BlockOf<'pictures'> }) {
  const list = block.mediaList ?? (block.media !== undefined ? [block.media] : []);
  const fraction = 1 / Math.max(1, Math.min(list.length, 4));
  return (
    <section className="content-pictures">
      <Title block={block} />
      <ul className="content-pictures__list" style={{ '--content-columns': Math.min(list.length, 4) } as CSSProperties}>
        {list.map((media, index) => <li key={index}><ContentMedia media={media} fractions={{ sm: 1, md: fraction }} className="content-media" /></li>)}
      </ul>
    </section>
  );
}

/* ---------- navigation, lists ---------- */

function BenefitBar({ block }: { readonly block: BlockOf<'benefit-bar'> }) {
  return (
    <aside className={`content-benefit-bar content-align--${block.alignment ?? 'center'}`} aria-label={block.title ?? block.name}>
      {block.logo !== undefined ? <ContentImg image={block.logo} className="content-benefit-bar__logo" fractions={{ sm: 0.2 }} /> : null}
      {block.title !== undefined ? <strong>{block.title}</strong> : null}
      {block.subtitle !== undefined ? <span>{block.subtitle}</span> : null}
      <Targets targets={block.targets} linkOnly />
    </aside>
  );
}

function SecondaryNavigation({ block }: { readonly block: BlockOf<'secondary-navigation'> }) {
  const intl = useIntl();
  return (
    <nav className={`content-secondary-nav content-align--${block.alignment ?? 'left'}${block.divider === true ? ' content-secondary-nav--divider' : ''}`} aria-label={block.title ?? intl.formatMessage({ id: 'content.secondaryNavigation.label' })}>
      {block.title !== undefined && block.hideTitle !== true ? <p className="content-secondary-nav__title">{block.title}</p> : null}
      <ul>{(block.targets ?? []).map((target, index) => <li key={index}><Target target={target} linkOnly /></li>)}</ul>
    </nav>
  );
}

function IconAndText({ block }: { readonly block: BlockOf<'icon-and-text'> }) {
  const columns = block.variant === 'one-column' ? 1 : iconAndTextColumns(block.iconAndText.length);
  return (
    <section className={`content-icon-text content-icon-text--${block.variant} content-icon-text--${block.iconSize ?? 'medium'}`}>
      <TextPart block={block} />
      <ul className="content-icon-text__list" style={{ '--content-columns': columns } as CSSProperties}>
        {block.iconAndText.map((item, index) => (
          <li key={index} className="content-icon-text__item" style={{ backgroundColor: cssColor(item.backgroundColor), color: cssColor(item.textColor) }}>
            <ContentImg image={item.icon} className="content-icon-text__icon" fractions={{ sm: 0.15 }} />
            <div>
              <RichText source={item.richText} />
              {item.target !== undefined ? <Target target={item.target} linkOnly /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * §4 vertical list: hovering or focusing an item shows its image in the preview. Without JavaScript it is a plain
 * list, each item with its own image (the preview pane is an enhancement).
 */
function VerticalList({ block }: { readonly block: BlockOf<'vertical-list'> }) {
  const [shown, setShown] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const preview = block.items[shown] ?? block.items[0];
  return (
    <section className={`content-vertical-list${enhanced ? ' content-vertical-list--enhanced' : ''}`}>
      <TextPart block={block} />
      <div className="content-vertical-list__body">
        <ol className="content-vertical-list__items">
          {block.items.map((item, index) => {
            const activate = () => setShown(index);
            const content = (
              <>
                <span className="content-vertical-list__title">{item.title}</span>
                {item.richText !== undefined ? <RichText source={item.richText} /> : null}
              </>
            );
            return (
              <li key={index} className={`content-vertical-list__item${index === shown ? ' content-vertical-list__item--active' : ''}`} onMouseEnter={activate} onFocus={activate}>
                {!enhanced ? <ContentMedia media={item.media} fractions={{ sm: 1 }} className="content-vertical-list__thumb" /> : null}
                {item.target !== undefined ? <ContentLink url={item.target.url} className="content-vertical-list__link">{content}</ContentLink> : <div tabIndex={0}>{content}</div>}
              </li>
            );
          })}
        </ol>
        {enhanced && preview !== undefined ? (
          <div className="content-vertical-list__preview" aria-hidden="true">
            <ContentMedia key={shown} media={preview.media} fractions={{ sm: 1, md: 0.5 }} className="content-media" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function FooterItem({ block }: { readonly block: BlockOf<'footer-item'> }) {
  return (
    <section className="content-footer-item">
      {block.title !== undefined ? <h2 className="content-footer-item__title">{block.title}</h2> : null}
      {block.richText !== undefined ? <RichText source={block.richText} /> : null}
      {(block.targets?.length ?? 0) > 0 ? <ul>{block.targets?.map((target, index) => <li key={index}><Target target={target} linkOnly /></li>)}</ul> : null}
    </section>
  );
}

/** A named promo message is a complementary landmark; an unnamed one is not (a page may hold several: cart and inherited). */
function PromoMessage({ block }: { readonly block: BlockOf<'promo-message'> }) {
  const name = block.title ?? block.name;
  const body = (
    <>
      <ul>{block.items.map((item, index) => <li key={index}>{item}</li>)}</ul>
      <Targets targets={block.targets} linkOnly />
    </>
  );
  return name === undefined || name === '' ? <div className="content-promo-message">{body}</div> : <aside className="content-promo-message" aria-label={name}>{body}</aside>;
}

/* ---------- media blocks ---------- */

function VideoBlock({ block }: { readonly block: BlockOf<'video'> }) {
  const sm = block.media?.sm;
  const cloudinary = block.cloudinaryAsset;
  const video = sm?.kind === 'video' ? sm : cloudinary !== undefined
    ? { kind: 'video' as const, url: `https://res.cloudinary.com/${encodeURIComponent(cloudinary.cloudName)}/video/upload/${cloudinary.publicId.split('/').map(encodeURIComponent).join('/')}.mp4`, title: block.title ?? cloudinary.publicId, width: 1280, height: 720 }
    : undefined;
  return (
    <section className={`content-video-block${block.paddings === true ? ' content-video-block--padded' : ''}`}>
      {video !== undefined ? <ContentVideo video={video} tracks={block.tracks} settings={block.playerSettings} /> : <BlockMedia block={block} />}
      <TextPart block={block} />
    </section>
  );
}

/**
 * A user-generated-content widget. The third-party widget (a script that fills `containerId` with the gallery of
 * shoppers' photos, filtered by `filter`) is not part of this storefront: the block renders its title, its text and
 * its link to the gallery, and marks the container the widget would fill.
 */
function Ugc({ block }: { readonly block: BlockOf<'ugc'> }) {
  const intl = useIntl();
  const link = block.mediaTarget?.url ?? block.targets?.[0]?.url;
  return (
    <section className="content-ugc">
      <TextPart block={block} noTargets />
      <div id={`ugc-${block.containerId}`} className="content-ugc__container" role="group" aria-label={intl.formatMessage({ id: 'content.ugc.label' })} data-ugc-container={block.containerId} data-ugc-filter={block.filter}>
        {block.media !== undefined ? <BlockMedia block={block} /> : null}
      </div>
      {link !== undefined ? (
        <p><ContentLink url={link} className="button button--secondary">{block.targets?.[0]?.text ?? intl.formatMessage({ id: 'content.ugc.link' })}</ContentLink></p>
      ) : null}
    </section>
  );
}

function Recommendations({ block }: { readonly block: BlockOf<'product-recommendations'> }) {
  const { rails } = useContentContext();
  const rail = rails[block.id];
  if (rail === undefined || rail.items.length === 0) return null;
  const variant: Exclude<RecommendationCarouselVariant, 'search-hub'> = block.variant === '3' ? 'three-cards' : block.variant === '5' ? 'five-cards' : 'six-cards';
  return <RecommendationRail rail={rail} variant={variant} />;
}

/* ---------- containers ---------- */

function Collection({ block }: { readonly block: BlockOf<'collection'> }) {
  const items = visibleBlocks(block.items);
  if (items.length === 0) return null;
  return (
    <>
      <TextPart block={block} />
      <ContentCarousel block={block} slides={items.map((item, index) => <ContentBlockView key={`${item.id}-${index}`} block={item} />)} />
    </>
  );
}

function Accordion({ block }: { readonly block: BlockOf<'accordion'> }) {
  return (
    <section className="content-accordion">
      <TextPart block={block} />
      {block.items.map((item, index) => (
        <details key={index} className="content-accordion__item">
          <summary>{item.title}</summary>
          {item.richText !== undefined ? <RichText source={item.richText} /> : null}
          {item.blocks !== undefined ? <ContentBlocks blocks={item.blocks} /> : null}
        </details>
      ))}
    </section>
  );
}

/**
 * §2 dialog: a button opening the storefront's dialog (Overlay) with the dialog's blocks. Without JavaScript the
 * button is a link to the same blocks rendered in a section below it.
 */
function DialogBlock({ block }: { readonly block: BlockOf<'dialog'> }) {
  const intl = useIntl();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const sectionId = `dialog-${block.id}`;
  const title = block.title ?? block.openLabel;
  const content = (
    <div className={`content-dialog content-dialog--media-${block.mediaPosition ?? 'top'}`}>
      {block.media !== undefined ? <BlockMedia block={block} fractions={{ sm: 1, md: 0.5 }} /> : null}
      <div className="content-dialog__body">
        {block.subtitle !== undefined ? <p className="content-subtitle">{block.subtitle}</p> : null}
        {block.richText !== undefined ? <RichText source={block.richText} /> : null}
        {block.event !== undefined ? <EventSignUpBlock block={{ type: 'event-sign-up', id: `${block.id}-event`, event: block.event }} /> : null}
        {block.newsletterForm === true ? <NewsletterFormBlock block={{ type: 'newsletter-form', id: `${block.id}-newsletter` }} /> : null}
        <ContentBlocks blocks={block.blocks ?? []} />
        <Targets targets={block.targets} />
      </div>
    </div>
  );
  return (
    <div className={`content-dialog-block content-align--${block.alignment ?? 'left'}`}>
      {enhanced ? (
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>{block.openLabel}</button>
      ) : (
        <a className="button" href={`#${sectionId}`}>{block.openLabel}</a>
      )}
      {enhanced ? (
        <Overlay open={open} onOpenChange={setOpen} title={title} closeLabel={intl.formatMessage({ id: 'content.dialog.close' })}>{content}</Overlay>
      ) : (
        <section id={sectionId} className="content-dialog-fallback" aria-label={title}>
          <h2 className="content-title">{title}</h2>
          {content}
        </section>
      )}
    </div>
  );
}

/** §2 filter-by: its components show on the pages whose product or category id is (IN) or is not (NOT IN) listed. */
function FilterBy({ block }: { readonly block: BlockOf<'filter-by'> }) {
  const { path } = useContentContext();
  if (!filterByMatches(block, path)) return null;
  return <ContentBlocks blocks={block.components} />;
}
