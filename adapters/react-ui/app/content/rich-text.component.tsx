import { Fragment, useMemo } from 'react';
import { parseRichText, type RichTextInline } from '@switchback/core';
import { ContentLink } from './content-link.component';

/** Content rich text (core's Markdown-subset parser → elements; never raw HTML). */
/** `headingLevel`: the level of its `## ` headings, one below the block's own title (h2 by default: never skips a level after the page's h1). */
export function RichText({ source, className, style, headingLevel = 2 }: { readonly source: string; readonly className?: string; readonly style?: React.CSSProperties | undefined; readonly headingLevel?: 2 | 3 | 4 }) {
  const blocks = useMemo(() => parseRichText(source), [source]);
  if (blocks.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className === undefined ? 'rich-text' : `rich-text ${className}`} style={style}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph': return <p key={index}><Inline nodes={block.children} /></p>;
          case 'heading': return <Heading key={index}><Inline nodes={block.children} /></Heading>;
          case 'list': return <ul key={index}>{block.items.map((item, i) => <li key={i}><Inline nodes={item} /></li>)}</ul>;
        }
      })}
    </div>
  );
}

/** One line of rich text (titleHtml, subtitleHtml): the inline nodes of its paragraphs, no wrapping element. */
export function InlineRichText({ source }: { readonly source: string }) {
  const blocks = useMemo(() => parseRichText(source), [source]);
  return blocks.map((block, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {block.type === 'list' ? block.items.map((item, i) => <Fragment key={i}>{i > 0 ? ' ' : null}<Inline nodes={item} /></Fragment>) : <Inline nodes={block.children} />}
    </Fragment>
  ));
}

function Inline({ nodes }: { readonly nodes: readonly RichTextInline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text': return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong': return <strong key={index}><Inline nodes={node.children} /></strong>;
      case 'em': return <em key={index}><Inline nodes={node.children} /></em>;
      case 'link': return <ContentLink key={index} url={node.href}><Inline nodes={node.children} /></ContentLink>;
    }
  });
}
