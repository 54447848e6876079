import { useRef, useState } from 'react';
import { EmbedFrame, useFrameLoaded } from './EmbedFrame.tsx';
import type { EmbedProps } from './types.ts';

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
  useFrameLoaded(frame, embed.origin, isFrameMessage, onLoaded);
  return <EmbedFrame frame={frame} title={title} src={src} />;
}
