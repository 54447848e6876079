import { REPORT_LOADED_MESSAGE, REPORT_TOKEN_MESSAGE, tokenOfEmbedSrc } from '@storelens/contract/api/reports';
import { useEffect, useRef, useState } from 'react';
import { EmbedFrame, useFrameLoaded } from './EmbedFrame.tsx';
import type { EmbedProps } from './types.ts';

const isLoadedMessage = (data: unknown) => (data as { type?: unknown } | null)?.type === REPORT_LOADED_MESSAGE.type;

/**
 * A built-in StoreLens report page, or an external page, in a frame. It has loaded when the frame
 * posts its one `storelens:report-loaded` message, counted only from the provider's origin (this
 * site's for a built-in page) and from this frame.
 */
export function FrameEmbed({ embed, title, onLoaded }: EmbedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // the frame keeps its first address: a renewed token is posted to it, not loaded as a new page
  const [src] = useState(embed.src);
  useEffect(() => {
    if (embed.provider === 'storelens' && embed.src !== src) {
      frame.current?.contentWindow?.postMessage(
        { ...REPORT_TOKEN_MESSAGE, token: tokenOfEmbedSrc(embed.src) },
        window.location.origin,
      );
    }
  }, [embed, src]);

  useFrameLoaded(frame, embed.origin ?? window.location.origin, isLoadedMessage, onLoaded);
  return <EmbedFrame frame={frame} title={title} src={src} />;
}
