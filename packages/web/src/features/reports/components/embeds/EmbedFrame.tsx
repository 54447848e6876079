import Box from '@mui/material/Box';
import { type RefObject, useEffect, useRef } from 'react';
import { FRAME_SANDBOX, frameSx } from './types.ts';

/**
 * Calls `onLoaded` when the frame posts a message `isLoaded` accepts, counted only from `origin`
 * (none: never) and from this frame, not from another window of the same site.
 */
export function useFrameLoaded(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null | undefined,
  isLoaded: (data: unknown) => boolean,
  onLoaded: () => void,
) {
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const accepts = useRef(isLoaded);
  accepts.current = isLoaded;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origin || event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (accepts.current(event.data)) loaded.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin]);
}

/**
 * A provider's page in a borderless frame that fills its box. The built-in page runs its own script
 * and calls our API with its token; an external provider gets a sandbox that still lets its viewer
 * run and download.
 */
export const EmbedFrame = ({
  frame,
  title,
  src,
}: {
  frame: RefObject<HTMLIFrameElement | null>;
  title: string;
  src: string;
}) => (
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
