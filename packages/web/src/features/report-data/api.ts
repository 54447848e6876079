import { ReportDataAnswer } from '@storelens/contract/api/report-data';
import type { ReportCompare, ReportGrain } from '@storelens/contract/domain/retail-calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface ReportFilters {
  from?: string;
  to?: string;
  location?: string;
  grain: ReportGrain;
  compare?: ReportCompare;
}

export class EmbedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET /api/embed/reports/{key} with the frame's token. Not the app's api client: the
 * frame sends no cookie (the token alone says whose data) and a 401 here means an expired view, not
 * a signed-out user.
 */
async function fetchReport(key: string, token: string, filters: ReportFilters, signal: AbortSignal) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const res = await fetch(`/api/embed/reports/${encodeURIComponent(key)}?${query}`, {
    credentials: 'omit',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { message?: string } | null)?.message ?? 'The report could not be loaded.';
    throw new EmbedError(res.status, message);
  }
  return ReportDataAnswer.parse(body);
}

export const useEmbeddedReport = (key: string, token: string, filters: ReportFilters) =>
  useQuery({
    queryKey: ['embed', key, token, filters],
    queryFn: ({ signal }) => fetchReport(key, token, filters, signal),
    enabled: token !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
