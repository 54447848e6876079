import Box from '@mui/material/Box';
import { REPORT_LOADED_MESSAGE, REPORT_TOKEN_MESSAGE, tokenOfEmbedSrc } from '@storelens/contract/api/reports';
import { useEffect, useRef, useState } from 'react';
import { type EmbedProps, FRAME_SANDBOX, frameSx } from './types.ts';

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

  const origin = embed.origin ?? window.location.origin;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === REPORT_LOADED_MESSAGE.type) loaded.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      src={src}
      // the built-in page runs its own script and calls our API with its token; an external
      // provider gets a sandbox that still lets its viewer run and download
      sandbox={FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      sx={frameSx}
    />
  );
}
