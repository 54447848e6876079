import { ProductSummaryAnswer, type ProductSummaryRow } from '@storelens/contract/api/product-data';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activeAccount, pages, systemUser } from '../../../test/fixtures.ts';
import { answer, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

const account = activeAccount({ pages: pages('retailerProductOverview', 'brandProductOverview') });
const outdoor = { id: 'outdoor', name: 'Outdoor' };
const verticalsAre = (list: Array<{ id: string; name: string }>) =>
  answer('get', '/admin/verticals', VerticalsAnswer, list);

type SummaryRow = z.infer<typeof ProductSummaryRow>;

const row = (overrides: Partial<SummaryRow> = {}): SummaryRow => ({
  accountId: 8,
  name: 'Corner Shop',
  totalProducts: 200,
  matchedProducts: 150,
  matchedPercent: 0.75,
  unmatchedProducts: 50,
  unmatchedPercent: 0.25,
  categorizedProducts: 100,
  categorizedPercent: 0.5,
  ...overrides,
});

// a data manager on an account with both overview pages
const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), account, handlers });

describe('RetailerProductSummaryPage', () => {
  itShowsLoadStates({
    what: 'the verticals',
    open: (...handlers) => open('/admin/productSummary', ...handlers),
    path: '/admin/verticals',
    title: 'Retailer Product Overview',
    failure: 'The verticals could not be loaded.',
  });

  it('says when no vertical is open to the user', async () => {
    await open('/admin/productSummary', verticalsAre([]));
    expect(await screen.findByText('No vertical is open to you.')).toBeInTheDocument();
  });

  it('shows the server message when the summary cannot be loaded', async () => {
    await open('/admin/productSummary', verticalsAre([outdoor]), serverError('get', '/products/adminSummary/outdoor'));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('says when the vertical has no retailer', async () => {
    await open(
      '/admin/productSummary',
      verticalsAre([outdoor]),
      answer('get', '/products/adminSummary/outdoor', ProductSummaryAnswer, { total: 0, rows: [] }),
    );
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });

  it("lists the vertical's retailers with their percents", async () => {
    await open(
      '/admin/productSummary',
      verticalsAre([outdoor]),
      answer('get', '/products/adminSummary/outdoor', ProductSummaryAnswer, { total: 1, rows: [row()] }),
    );
    expect(await screen.findByText('Corner Shop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outdoor' })).toBeInTheDocument();
    expect(screen.getByText('75.00%')).toBeInTheDocument();
  });
});

describe('BrandProductSummaryPage', () => {
  it("lists the vertical's brands", async () => {
    await open(
      '/admin/brandProductSummary',
      verticalsAre([outdoor]),
      answer('get', '/products/brandAdminSummary/outdoor', ProductSummaryAnswer, {
        total: 1,
        rows: [row({ accountId: 9, name: 'Trail Co', brand: 'Trail Co' })],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Brand Product Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Trail Co')).toBeInTheDocument();
  });
});
