import PDFDocument from 'pdfkit';

/**
 * Characters the PDF's standard fonts (Helvetica, WinAnsi encoding) can show: Latin-1 and the WinAnsi extras
 * (€, curly quotes, dashes, Œ, …). Anything else (another script, an emoji) is shown as '?' rather than as a wrong
 * glyph; the narrow no-break space French number formatting uses becomes a no-break space.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\u202f/g, '\u00a0')) {
    const code = char.codePointAt(0)!;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }
  return out;
}

export type Pdf = PDFKit.PDFDocument;

/** Writes one A4 document with `draw` and answers its bytes. `createdAt` is the document's date (the Clock's). */
export function renderPdf(meta: { title: string; createdAt: Date; language: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: meta.language,
    info: { Title: pdfText(meta.title), Creator: 'Switchback commerce-api', CreationDate: meta.createdAt, ModDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  draw(doc);
  doc.end();
  return done;
}

/** A small bold heading then lines of text, from the current position. */
export function block(doc: Pdf, heading: string, lines: readonly string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#555555').text(pdfText(heading.toUpperCase()), x, y, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  for (const line of lines) doc.text(pdfText(line), { width });
  return doc.y;
}
