import { z } from 'zod';

/** Content images: `/images/content/{name}.svg?w=&h=`, drawn here (a mountain scene tinted by the name, its words). */
export const contentImageParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}\.svg$/, 'an image name: lower-case letters, digits and -, ending .svg') });
export const contentImageQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(8000).default(1600),
  h: z.coerce.number().int().min(1).max(8000).default(900),
});

export const CONTENT_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** The path of a content image (below the API's base path) with the size the document declares. */
export const contentImagePath = (basePath: string, name: string, width: number, height: number): string =>
  `${basePath}/images/content/${name}.svg?w=${width}&h=${height}`;

const hash = (text: string): number => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An SVG of exactly width × height (its width, height and viewBox), decorative: its words are the name's. */
export function renderContentImage(name: string, width: number, height: number): string {
  const h = hash(name);
  const hue = h % 360;
  const sky = `hsl(${hue}, 45%, 72%)`;
  const far = `hsl(${(hue + 20) % 360}, 30%, 45%)`;
  const near = `hsl(${(hue + 40) % 360}, 35%, 28%)`;
  const icon = name.startsWith('icon-');
  const label = escapeXml(name.replace(/^icon-/, '').replace(/-/g, ' '));
  const font = Math.max(8, Math.round(Math.min(width, height) / (icon ? 5 : 10)));
  const peaks = (base: number, amp: number, seed: number) => {
    const points: string[] = [`0,${height}`];
    const n = 6;
    for (let i = 0; i <= n; i++) {
      const x = Math.round((width * i) / n);
      const y = Math.round(height * base - (((seed >> (i * 3)) & 7) / 7) * height * amp);
      points.push(`${x},${y}`);
    }
    points.push(`${width},${height}`);
    return points.join(' ');
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`
    + `<rect width="${width}" height="${height}" fill="${sky}"/>`
    + (icon ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2.4}" fill="${near}"/>`
      : `<polygon points="${peaks(0.62, 0.3, h)}" fill="${far}"/><polygon points="${peaks(0.85, 0.25, h >>> 5)}" fill="${near}"/>`)
    + (icon ? '' : `<text x="${Math.round(width / 20)}" y="${Math.round(height / 20) + font}" font-family="sans-serif" font-size="${font}" fill="#ffffff" opacity="0.85">${label}</text>`)
    + '</svg>';
}
