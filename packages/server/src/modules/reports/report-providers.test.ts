import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { reportProviderOf } from './report-providers.ts';

const env = {
  SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
  DATA_DIR: '/tmp/storelens-test-unused',
};
const providers = loadConfig({
  ...env,
  TABLEAU_SERVER_URL: 'https://tableau.example.com/',
  TABLEAU_CLIENT_ID: 'client',
  TABLEAU_SECRET_ID: 'secret-id',
  TABLEAU_SECRET_VALUE: 'secret-value',
  METABASE_SITE_URL: 'https://bi.example.com/metabase/',
  METABASE_SECRET_KEY: 'key',
}).reportProviders;
const none = loadConfig(env).reportProviders;

describe('reportProviderOf: the provider a report URL names', () => {
  it.each([
    ['http://localhost:3000/analytics/retailer/sales-overview', { kind: 'storelens', key: 'sales-overview' }],
    [
      'https://tableau.example.com/views/Sales/Overview',
      { kind: 'tableau', viewUrl: 'https://tableau.example.com/views/Sales/Overview' },
    ],
    [
      'https://tableau.example.com/t/retail/views/Sales/Overview?:iid=1',
      { kind: 'tableau', viewUrl: 'https://tableau.example.com/t/retail/views/Sales/Overview' },
    ],
    [
      'https://tableau.example.com/#/site/retail/views/Sales/Overview?:iid=2',
      { kind: 'tableau', viewUrl: 'https://tableau.example.com/t/retail/views/Sales/Overview' },
    ],
    [
      'https://tableau.example.com/#/views/Sales/Overview',
      { kind: 'tableau', viewUrl: 'https://tableau.example.com/views/Sales/Overview' },
    ],
    [
      'https://bi.example.com/metabase/dashboard/12-sales-overview',
      { kind: 'metabase', resource: 'dashboard', id: 12 },
    ],
    ['https://bi.example.com/metabase/question/7', { kind: 'metabase', resource: 'question', id: 7 }],
    ['https://bi.example.com/dashboard/12', { kind: 'external' }],
    ['https://other.example.com/views/Sales/Overview', { kind: 'external' }],
  ])('%s (configured)', (url, expected) => {
    expect(reportProviderOf(url, providers)).toEqual(expected);
  });

  it('an address on a provider that is not an embeddable item is unavailable, with the reason', () => {
    expect(reportProviderOf('https://tableau.example.com/#/projects', providers)).toMatchObject({
      kind: 'unavailable',
      provider: 'tableau',
      message: expect.stringContaining('not a view'),
    });
    expect(reportProviderOf('https://bi.example.com/metabase/collection/3', providers)).toMatchObject({
      kind: 'unavailable',
      provider: 'metabase',
      message: expect.stringContaining('not a dashboard or question'),
    });
  });

  it('a Tableau or Metabase URL with the provider not set up: a sentence for the screen, the variables for the admin', () => {
    const tableau = reportProviderOf('https://eu-west.online.tableau.com/#/site/acme/views/Sales/Overview', none);
    expect(tableau).toEqual({
      kind: 'unavailable',
      provider: 'tableau',
      message:
        'This report is served by Tableau, which is not set up on this StoreLens server. Ask your administrator.',
      setup:
        'Tableau is not set up on this server: set TABLEAU_SERVER_URL, TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID and TABLEAU_SECRET_VALUE.',
    });
    expect(reportProviderOf('https://metabase.example.com/dashboard/3', none)).toMatchObject({
      kind: 'unavailable',
      provider: 'metabase',
      setup: 'Metabase is not set up on this server: set METABASE_SITE_URL and METABASE_SECRET_KEY.',
    });
    // another Tableau server than the configured one
    expect(reportProviderOf('https://tableau.other.com/views/A/B', providers)).toMatchObject({
      kind: 'unavailable',
      message: 'This report is on a Tableau server this StoreLens server is not set up for. Ask your administrator.',
      setup: 'This view is not on the Tableau server StoreLens is set up for (https://tableau.example.com).',
    });
  });

  it('a half-configured provider stops the start with the missing variables', () => {
    expect(() => loadConfig({ ...env, TABLEAU_SERVER_URL: 'https://tableau.example.com' })).toThrow(
      'TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID, TABLEAU_SECRET_VALUE: required with',
    );
    expect(() => loadConfig({ ...env, METABASE_SECRET_KEY: 'k' })).toThrow('METABASE_SITE_URL: required with');
  });
});
