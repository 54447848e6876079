import type { ReportDataAnswer } from '@storelens/contract/api/report-data';
import { describe, expect, it } from 'vitest';
import { formatChange, reportMailContent } from './report-mail.ts';

const report = (overrides: Partial<ReportDataAnswer> = {}): ReportDataAnswer => ({
  key: 'sales-overview',
  title: 'Sales Overview',
  accountName: 'Corner <Shop>',
  filters: {
    from: '2026-03-02',
    to: '2026-03-08',
    location: '',
    grain: 'day',
    calendar: 'gregorian',
    compare: 'lastYear',
  },
  comparison: { from: '2025-03-03', to: '2025-03-09' },
  locations: [],
  empty: [],
  sheets: [
    {
      key: 'overview',
      title: 'Overview',
      kpis: [
        { label: 'Revenue', value: 150, format: 'money', previous: 120, change: 0.25 },
        { label: 'Orders', value: 2, format: 'number', previous: 4, change: -0.5 },
        { label: 'Customers', value: 3, format: 'number', previous: 0, change: null },
      ],
      charts: [],
      tables: [],
    },
  ],
  ...overrides,
});

const mail = (r: ReportDataAnswer, compare: 'lastYear' | null = 'lastYear') =>
  reportMailContent({
    productName: 'StoreLens',
    report: r,
    period: { from: '2026-03-02', to: '2026-03-08' },
    compare,
    frequency: 'weekly',
    attachments: ['Sales Overview - Overview - 2026-03-02 to 2026-03-08.csv'],
    unsubscribeUrl: 'http://localhost:3000/unsubscribe/tok',
    reportUrl: 'http://localhost:3000/reports',
  });

describe('the report email', () => {
  it('marks a rise ▲ in green, a fall ▼ in red, and says when there is nothing to compare with', () => {
    expect(formatChange(0.25)).toEqual({ text: '\u25B2 +25.0%', color: '#2e7d32' });
    expect(formatChange(-0.5)).toEqual({ text: '\u25BC \u221250.0%', color: '#c62828' });
    expect(formatChange(null).text).toBe('no change to show');
    const { text, html } = mail(report());
    expect(text).toContain('Revenue: $150.00 (last year: $120.00, \u25B2 +25.0%)');
    expect(text).toContain('Orders: 2 (last year: 4, \u25BC \u221250.0%)');
    expect(text).toContain('Customers: 3 (last year: 0, no change to show)');
    expect(html).toContain('<td align="right" style="color:#c62828">\u25BC \u221250.0%</td>');
  });

  it('names the report, account, period and attachments, escaping what the account is called', () => {
    const { subject, text, html } = mail(report());
    expect(subject).toBe('Sales Overview for Corner <Shop>: 2026-03-02 to 2026-03-08');
    expect(html).toContain('Corner &lt;Shop&gt;');
    expect(html).not.toContain('Corner <Shop>');
    expect(text).toContain('compared with last year (2025-03-03 to 2025-03-09)');
    expect(text).toContain('  Sales Overview - Overview - 2026-03-02 to 2026-03-08.csv');
    expect(text).toContain('Unsubscribe: http://localhost:3000/unsubscribe/tok');
  });

  it('without a comparison shows the values alone; an empty report says why', () => {
    const why = 'Retailer R shares data with Kestrel Co, but you have not been given access to its data.';
    const { text } = mail(report({ empty: [why], sheets: [], comparison: undefined }), null);
    expect(text).toContain(why);
    expect(text).not.toContain('last year');
    expect(mail(report(), null).text).toContain('Revenue: $150.00\n');
  });
});
