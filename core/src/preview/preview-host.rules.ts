import type { PreviewHostLabel } from './preview.constants';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;

/**
 * The label the preview frame shows for a host. The host's name is split into words at dots and hyphens:
 * a loopback name or `*.localhost` is localhost; a word `pr123` or `pr` followed by a number is a PR preview;
 * then a word dev, qa or preprod (pre-prod, staging, stage count as preprod); a host in the configured production
 * list is production; anything else is unknown. A port is ignored.
 */
export function previewHostLabel(host: string, productionHosts: readonly string[] = []): PreviewHostLabel {
  const raw = host.trim().toLowerCase();
  const name = raw.includes('::') && !raw.startsWith('[') ? raw : raw.replace(/^\[(.*)\](?::\d+)?$/, '[$1]').replace(/:(\d+)$/, '');
  if (name === '') return 'unknown';
  if (LOOPBACK.test(name) || name.endsWith('.localhost')) return 'localhost';
  const words = name.split(/[.-]/);
  if (words.some((word, i) => /^pr\d+$/.test(word) || (word === 'pr' && /^\d+$/.test(words[i + 1] ?? '')))) return 'PR preview';
  if (words.includes('dev')) return 'dev';
  if (words.includes('qa')) return 'qa';
  if (words.includes('preprod') || words.includes('staging') || words.includes('stage') || name.includes('pre-prod')) return 'preprod';
  if (productionHosts.some((production) => production.trim().toLowerCase() === name)) return 'production';
  return 'unknown';
}
