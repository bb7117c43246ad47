/**
 * Content rich text shown as plain paragraphs (blank-line separated), its Markdown marks dropped: the pop-up and the
 * benefit bar need only short text, and never HTML.
 */
export function PlainParagraphs({ text, className }: { readonly text: string; readonly className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\*\*|\*|^##\s+|^-\s+/gm, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim()).filter(Boolean);
  return <>{paragraphs.map((paragraph, index) => <p key={index} className={className}>{paragraph}</p>)}</>;
}
