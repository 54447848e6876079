import Alert from '@mui/material/Alert';
import { createElement, useEffect, useRef, useState } from 'react';
import type { EmbedProps } from './types.ts';

/** Where a Tableau server serves the Embedding API v3 library (Tableau's embedding docs). */
const LIBRARY_PATH = '/javascripts/api/tableau.embedding.3.latest.min.js';
const libraries = new Map<string, Promise<void>>();

/** Loads the library from the report's Tableau server once per page (a module script defining `<tableau-viz>`). */
function loadLibrary(origin: string): Promise<void> {
  const src = `${origin}${LIBRARY_PATH}`;
  let loading = libraries.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => {
        libraries.delete(src);
        reject(new Error('library'));
      };
      document.head.appendChild(script);
    });
    libraries.set(src, loading);
  }
  return loading;
}

/**
 * A Tableau view: `<tableau-viz src token>` of the Embedding API v3, with the connected
 * app's short-lived token the server signed. It has loaded at the component's `firstinteractive`
 * event; `vizloaderror` shows Tableau's reason instead.
 */
export function TableauEmbed({ embed, title, onLoaded }: EmbedProps) {
  const viz = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a token is spent when the view opens: later answers' tokens do not reopen it
  const [view] = useState({ src: embed.src, token: embed.token ?? '' });
  const origin = embed.origin;
  useEffect(() => {
    if (!origin) return;
    let live = true;
    loadLibrary(origin).then(
      () => live && setReady(true),
      () => live && setError('The Tableau library could not be loaded from the Tableau server.'),
    );
    return () => {
      live = false;
    };
  }, [origin]);

  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    const element = viz.current;
    if (!ready || !element) return;
    const onInteractive = () => loaded.current();
    const onError = (event: Event) => {
      const detail = (event as CustomEvent<{ message?: unknown } | undefined>).detail;
      setError(typeof detail?.message === 'string' ? detail.message : 'Tableau could not open this view.');
    };
    element.addEventListener('firstinteractive', onInteractive);
    element.addEventListener('vizloaderror', onError);
    return () => {
      element.removeEventListener('firstinteractive', onInteractive);
      element.removeEventListener('vizloaderror', onError);
    };
  }, [ready]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!ready) return null;
  // a custom element: its attributes are the Embedding API's (src, token, toolbar)
  return createElement('tableau-viz', {
    ref: viz,
    src: view.src,
    token: view.token,
    toolbar: 'bottom',
    'aria-label': title,
    style: { display: 'block', width: '100%', height: '100%' },
  });
}
