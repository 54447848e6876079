import { AccessLogAnswer, AccessLogReadersAnswer } from '@storelens/contract/api/access-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The log's filters as the screen holds them (the URL's): ids and inclusive UTC days, unset when empty. */
export interface AccessLogFilters {
  brandId?: number;
  userId?: number;
  from?: string;
  to?: string;
}

const base = (accountId: number) => `/accounts/settings/${accountId}/accessLog`;

const queryString = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /accounts/settings/{accountId}/accessLog?take&skip&brandId&userId&from&to: one page, newest first (none while `filters` is null) */
export const useAccessLog = (accountId: number, filters: AccessLogFilters | null, take: number, skip: number) =>
  useQuery({
    queryKey: ['accounts', accountId, 'accessLog', filters, take, skip],
    queryFn: () => api.get(`${base(accountId)}${queryString({ take, skip, ...filters })}`, AccessLogAnswer),
    placeholderData: keepPreviousData,
    // filters the screen found wrong are not asked for
    enabled: filters !== null,
  });

/** GET /accounts/settings/{accountId}/accessLog/readers: the brand and user choices */
export const useAccessLogReaders = (accountId: number) =>
  useQuery({
    queryKey: ['accounts', accountId, 'accessLog', 'readers'],
    queryFn: () => api.get(`${base(accountId)}/readers`, AccessLogReadersAnswer),
  });

/** GET /accounts/settings/{accountId}/accessLog/export: the address the Export CSV link downloads */
export const accessLogExportUrl = (accountId: number, filters: AccessLogFilters): string =>
  `/api${base(accountId)}/export${queryString({ ...filters })}`;
