import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { type EmbedProps, FRAME_SANDBOX, frameSx } from './types.ts';

/** Metabase's embed frame tells its parent its size: `{metabase: {type: 'frame', frame: {mode, height}}}`. */
const isFrameMessage = (data: unknown) =>
  (data as { metabase?: { type?: unknown } } | null)?.metabase?.type === 'frame';

/**
 * A Metabase static embed: the signed embed address in a frame. It has loaded at
 * Metabase's first frame message, counted only from the Metabase site's origin and from this frame.
 */
export function MetabaseEmbed({ embed, title, onLoaded }: EmbedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // a later answer's token does not reload the embed (it would lose the viewer's filters)
  const [src] = useState(embed.src);
  const origin = embed.origin;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origin || event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (isFrameMessage(event.data)) loaded.current();
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
      sandbox={FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      sx={frameSx}
    />
  );
}
