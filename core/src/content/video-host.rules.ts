export type VideoHost = 'youtube' | 'vimeo';

export interface VideoHostLink {
  readonly host: VideoHost;
  readonly videoId: string;
  readonly embedUrl: string;
}

const PATTERNS: readonly { host: VideoHost; pattern: RegExp; embed: (id: string) => string }[] = [
  {
    host: 'youtube',
    pattern: /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|embed\/|shorts\/|live\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    host: 'vimeo',
    pattern: /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?(\d{6,12})(?!\d)/i,
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

/**
 * §5 "The video player detects a link to a video-hosting service by pattern and then uses the embedded player."
 * Anything else (a file URL, a content-delivery asset, garbage) is not a hosted video: null.
 */
export function detectVideoHost(url: string): VideoHostLink | null {
  const trimmed = url.trim();
  for (const { host, pattern, embed } of PATTERNS) {
    const match = pattern.exec(trimmed);
    const videoId = match?.[1];
    if (videoId !== undefined) return { host, videoId, embedUrl: embed(videoId) };
  }
  return null;
}
