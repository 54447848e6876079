import { MAX_QUERY_COST } from './graphql-cost.ts';

/**
 * Shopify's leaky bucket per app and shop (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits):
 * a query's requested cost is taken before it runs, the part it did not use is given back after, and
 * points come back at `restoreRate` a second up to `maximumAvailable`.
 */
export class CostBucket {
  private available: number;
  private lastMs = Date.now();
  constructor(readonly limits: { maximumAvailable: number; restoreRate: number }) {
    this.available = limits.maximumAvailable;
  }
  private refill() {
    const now = Date.now();
    const restored = ((now - this.lastMs) / 1000) * this.limits.restoreRate;
    this.available = Math.min(this.limits.maximumAvailable, this.available + restored);
    this.lastMs = now;
  }
  /** Takes the requested cost if the bucket holds it (then refunds the unused part); false = throttled. */
  take(requested: number): boolean {
    this.refill();
    if (requested > this.available) return false;
    this.available -= requested;
    return true;
  }
  /** Spends everything, as another client of the same app and shop could between two of ours. */
  drain() {
    this.refill();
    this.available = 0;
  }
  refund(points: number) {
    this.available = Math.min(this.limits.maximumAvailable, this.available + points);
  }
  status() {
    this.refill();
    return { ...this.limits, currentlyAvailable: Math.floor(this.available) };
  }
}

/** Shopify's refusal of a query over the single-query limit (HTTP 200, no `extensions.cost`). */
export const maxCostExceeded = (cost: number) => ({
  errors: [
    {
      message:
        `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).\n\n` +
        'See https://shopify.dev/docs/api/usage/rate-limits for more information on how the\n' +
        'cost of a query is calculated.\n\n' +
        'To query larger amounts of data with fewer limits, bulk operations should be used instead.\n' +
        'See https://shopify.dev/docs/api/usage/bulk-operations/queries for usage details.\n',
      extensions: {
        code: 'MAX_COST_EXCEEDED',
        cost,
        maxCost: MAX_QUERY_COST,
        documentation: 'https://shopify.dev/api/usage/rate-limits',
      },
    },
  ],
});
