import type { PullRequest } from '../../integrations/connector.ts';
import type { PullRecipe } from '../../integrations/pull-recipe.ts';
import type { StreamName } from '../../integrations/records.ts';
import type { VendorErrorKind } from '../../integrations/vendor-error.ts';
import type { RowOwner } from '../../warehouse/store-batch.ts';

/** The main thread to the pull worker: start a pull, ask for its next batch, or stop it. */
export type ToPullWorker =
  | {
      type: 'start';
      id: number;
      recipe: PullRecipe;
      detail: Record<string, unknown>;
      stream: StreamName;
      request: PullRequest;
      maxRecords: number;
      rows: RowOwner;
    }
  | { type: 'next'; id: number }
  | { type: 'stop'; id: number };

/** The pull worker's answer to one ask: a batch, the end, or the failure (a vendor's error kept whole). */
export type FromPullWorker =
  | { type: 'batch'; id: number; pulled: number; cursor: string; encoded?: string; copy?: Uint8Array }
  | { type: 'end'; id: number }
  | {
      type: 'error';
      id: number;
      vendor?: { kind: VendorErrorKind; code: string; message: string; status?: number; field?: string };
      message?: string;
      stack?: string;
    };
