import { queueCatalogueRefresh } from '../modules/product-tagging/catalogue.service.ts';
import { runSource } from '../modules/sync/sync-engine.service.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { queueReportRollups } from '../warehouse/rollups.ts';
import { defineJob } from './job-definition.ts';

/**
 * One run of one source. Runs of a source never overlap: the engine keeps one running run per source
 * in the database and records a request made meanwhile for the active run to queue when it ends.
 * The 'short' policy only folds duplicate requests that have not started yet.
 */
export const sourceSyncJob = defineJob({
  name: 'source-sync',
  payload: JOB_PAYLOADS['source-sync'],
  policy: 'short',
  singletonKey: (p) => String(p.sourceId),
  // a run retries vendor calls itself; a job retry covers an exception and a worker that died
  // mid-run (its job is failed by the heartbeat check, then retried here)
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: false,
  expireInSeconds: 60 * 60,
  handler: async ({ sourceId, kind }, deps, context) => {
    const outcome = await runSource(deps, sourceId, kind, context ?? {});
    deps.log.info(
      { sourceId, kind, runId: outcome.runId, status: outcome.status, counts: outcome.counts, error: outcome.error },
      'source run finished',
    );
    // the report rollups fold in what the run stored (even a failed run stored pages)
    if (outcome.runId !== null) await queueReportRollups(deps, sourceId);
    // the products it stored join the catalogue, and are tagged
    if (outcome.runId !== null) await queueCatalogueRefresh(deps, sourceId);
    // the run is already failed with its reason; failing the job makes pg-boss try it again
    if (outcome.crashed) throw new Error(`source ${sourceId} run ${outcome.runId} failed: ${outcome.error}`);
  },
});
