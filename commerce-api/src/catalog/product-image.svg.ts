import type { SiteLanguage } from '@switchback/core';
import { productImageAlt } from './catalogue-language';

/**
 * Product images drawn locally as SVG (no network, no binary assets): a category silhouette filled with the
 * colour's swatch on a light backdrop, with the product and colour names in the site's language.
 */
export interface ImageSubject {
  /** The language of the names, and of the image's title (`lang` on the SVG). */
  readonly language: SiteLanguage;
  readonly name: string;
  readonly categorySlug: string;
  readonly colorName: string;
  readonly swatch: string;
}

const SILHOUETTES: { match: RegExp; path: string }[] = [
  { match: /shoe|runner/, path: 'M60 250 C60 200 110 190 150 185 L230 150 C250 140 270 150 280 170 L300 205 C330 215 360 220 380 240 C390 255 385 275 360 280 L80 280 C65 280 60 265 60 250 Z' },
  { match: /boot/, path: 'M110 90 L210 90 L215 190 C260 200 320 210 350 235 C365 250 360 280 335 285 L100 285 C85 285 80 270 85 255 Z' },
  { match: /jacket/, path: 'M150 70 L250 70 L330 110 L360 220 L320 230 L305 170 L305 320 L95 320 L95 170 L80 230 L40 220 L70 110 Z' },
  { match: /fleece|midlayer/, path: 'M155 75 L245 75 L320 105 L350 210 L315 220 L300 165 L300 315 L100 315 L100 165 L85 220 L50 210 L80 105 Z' },
  { match: /pack/, path: 'M130 90 C130 60 270 60 270 90 L290 300 C290 320 110 320 110 300 Z M165 150 L235 150 L235 220 L165 220 Z' },
  { match: /sock|hat/, path: 'M170 60 L250 60 L250 220 C250 260 230 290 190 300 L110 310 C80 312 70 280 95 265 L170 225 Z' },
];
const FALLBACK = 'M100 100 L300 100 L300 300 L100 300 Z';

const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The intrinsic size every product image declares (square): pages give their <img> this aspect ratio in
 * width/height, and a srcset's width descriptors scale from it, so the image reserves its place before it loads.
 */
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 400 } as const;

export function renderProductImage(subject: ImageSubject): string {
  const path = SILHOUETTES.find((s) => s.match.test(subject.categorySlug))?.path ?? FALLBACK;
  const fill = HEX.test(subject.swatch) ? subject.swatch : '#888888';
  const title = productImageAlt(subject.language, subject.name, subject.colorName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${PRODUCT_IMAGE_SIZE.width}" height="${PRODUCT_IMAGE_SIZE.height}" role="img" lang="${subject.language}">`,
    `<title>${escapeXml(title)}</title>`,
    '<rect width="400" height="400" fill="#f4f1ea"/>',
    '<ellipse cx="200" cy="330" rx="150" ry="14" fill="#e2ddd1"/>',
    `<path d="${path}" fill="${fill}" stroke="#2b2b2b" stroke-width="4" stroke-linejoin="round"/>`,
    `<text x="200" y="370" font-family="system-ui, sans-serif" font-size="20" text-anchor="middle" fill="#2b2b2b">${escapeXml(subject.name)}</text>`,
    `<text x="200" y="392" font-family="system-ui, sans-serif" font-size="14" text-anchor="middle" fill="#6b6b6b">${escapeXml(subject.colorName)}</text>`,
    '</svg>',
  ].join('');
}
