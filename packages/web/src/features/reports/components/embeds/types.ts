import type { DashboardReportAnswer } from '@storelens/contract/api/reports';

/** What every provider adapter gets: the server's embed answer, and whom to tell once it has loaded. */
export interface EmbedProps {
  embed: DashboardReportAnswer['embed'];
  title: string;
  /** called once, when the provider says the report is ready (starts the walkthrough) */
  onLoaded: () => void;
}

/** The frames' sandbox: a provider's viewer still runs, downloads and opens its links. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-downloads allow-popups allow-forms';

export const frameSx = { border: 0, width: '100%', height: '100%', display: 'block' } as const;
