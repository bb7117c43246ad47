import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentImageSrc, detectVideoHost, type ContentVideo as ContentVideoMedia } from '@switchback/core';

export interface VideoTrack { readonly src: string; readonly srclang: string; readonly label: string; readonly kind: 'captions' | 'subtitles' }
export interface PlayerSettings { readonly autoplay?: boolean | undefined; readonly hideControls?: boolean | undefined; readonly loop?: boolean | undefined; readonly muted?: boolean | undefined }

/** Calls back when the element enters or leaves the viewport (half of it visible). */
function useVisibility(onChange: (visible: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) callback.current(entry.isIntersecting);
    }, { threshold: 0.5 });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * §4/§5 video. A file plays in `<video>` (poster, tracks, controls unless hidden; autoplay muted when visible).
 * A YouTube or Vimeo link (core `detectVideoHost`) is a lite embed: the poster and a Play button, replaced by the
 * host's player on click, or when it becomes visible if autoplay is set. A video that leaves the viewport (its
 * carousel slide no longer shown) pauses: a file is paused, an embedded player removed. Without JavaScript the Play
 * control is a link to the video on its host.
 */
export function ContentVideo({ video, tracks, settings, className }: {
  readonly video: ContentVideoMedia; readonly tracks?: readonly VideoTrack[] | undefined; readonly settings?: PlayerSettings | undefined; readonly className?: string | undefined;
}) {
  const hosted = detectVideoHost(video.url);
  const ratio = { aspectRatio: `${video.width} / ${video.height}` };
  if (hosted === null) return <FileVideo video={video} tracks={tracks} settings={settings} className={className} ratio={ratio} />;
  return <HostedVideo video={video} embedUrl={hosted.embedUrl} settings={settings} className={className} ratio={ratio} />;
}

function FileVideo({ video, tracks, settings, className, ratio }: {
  readonly video: ContentVideoMedia; readonly tracks: readonly VideoTrack[] | undefined; readonly settings: PlayerSettings | undefined; readonly className: string | undefined; readonly ratio: React.CSSProperties;
}) {
  const player = useRef<HTMLVideoElement>(null);
  const autoplay = settings?.autoplay === true;
  const wrapper = useVisibility((visible) => {
    const element = player.current;
    if (element === null) return;
    if (!visible) element.pause();
    else if (autoplay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) void element.play().catch(() => undefined);
  });
  return (
    <div ref={wrapper} className={`content-video ${className ?? ''}`} style={ratio}>
      <video
        ref={player}
        className="content-video__player"
        width={video.width}
        height={video.height}
        poster={video.poster !== undefined ? contentImageSrc(video.poster.url, video.poster) : undefined}
        controls={settings?.hideControls !== true}
        loop={settings?.loop === true}
        muted={autoplay || settings?.muted === true}
        playsInline
        preload="none"
        aria-label={video.title}
      >
        <source src={video.url} />
        {(tracks ?? []).map((track) => <track key={track.src} src={track.src} srcLang={track.srclang} label={track.label} kind={track.kind} />)}
      </video>
    </div>
  );
}

function HostedVideo({ video, embedUrl, settings, className, ratio }: {
  readonly video: ContentVideoMedia; readonly embedUrl: string; readonly settings: PlayerSettings | undefined; readonly className: string | undefined; readonly ratio: React.CSSProperties;
}) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const autoplay = settings?.autoplay === true;
  const wrapper = useVisibility((visible) => {
    if (!visible) setPlaying(false);
    else if (autoplay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(true);
  });
  const params = new URLSearchParams({ autoplay: '1', ...(autoplay || settings?.muted === true ? { mute: '1', muted: '1' } : {}), ...(settings?.loop === true ? { loop: '1' } : {}) });
  const playLabel = intl.formatMessage({ id: 'content.video.play' }, { title: video.title });
  return (
    <div ref={wrapper} className={`content-video content-video--hosted ${className ?? ''}`} style={ratio}>
      {playing ? (
        <iframe
          className="content-video__player"
          src={`${embedUrl}?${params.toString()}`}
          title={video.title}
          width={video.width}
          height={video.height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <>
          {video.poster !== undefined ? (
            <img className="content-video__poster" src={contentImageSrc(video.poster.url, video.poster)} width={video.poster.width} height={video.poster.height} alt="" loading="lazy" decoding="async" />
          ) : null}
          {enhanced ? (
            <button type="button" className="content-video__play" onClick={() => setPlaying(true)} aria-label={playLabel}><span aria-hidden="true">▶</span></button>
          ) : (
            <a className="content-video__play" href={video.url} aria-label={playLabel}><span aria-hidden="true">▶</span></a>
          )}
        </>
      )}
    </div>
  );
}
