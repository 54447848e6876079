import Alert from '@mui/material/Alert';
import { useRef } from 'react';
import { FrameEmbed } from './FrameEmbed.tsx';
import { MetabaseEmbed } from './MetabaseEmbed.tsx';
import { TableauEmbed } from './TableauEmbed.tsx';
import type { EmbedProps } from './types.ts';

/**
 * The report in its provider's adapter. Each one calls onLoaded once, when its
 * provider says the report is ready; a report its provider cannot show here says why.
 */
export function ReportEmbed({ embed, title, onLoaded }: EmbedProps) {
  // one 'loaded' event per report, however often a provider repeats its message (Metabase resizes)
  const fired = useRef(false);
  const once = () => {
    if (fired.current) return;
    fired.current = true;
    onLoaded();
  };
  const props = { embed, title, onLoaded: once };
  if (embed.error) return <Alert severity="warning">{embed.error}</Alert>;
  switch (embed.provider) {
    case 'tableau':
      return <TableauEmbed {...props} />;
    case 'metabase':
      return <MetabaseEmbed {...props} />;
    default:
      return <FrameEmbed {...props} />;
  }
}
