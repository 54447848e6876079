import {
  AccountSummaryRow,
  BrandPreviewProduct,
  CategorySummaryRow,
  MappingSummaryAnswer,
} from '@storelens/contract/api/product-data';
import { TAGGING_LIMITS } from '@storelens/contract/domain/tagging';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, pages, systemUser } from '../../../test/fixtures.ts';
import { answer, noContent, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const summary = '/products/brand/mappingSummary';
const mapping = (sourceBrand: string, destinationBrand: string | null = null) => ({
  sourceBrand,
  destinationBrand,
  createdAt: '2026-03-01T12:00:00.000Z',
});

// a data manager on an account with the brand mapping page
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/product/brandMapping', {
    session: systemUser(),
    account: activeAccount({ pages: pages('brandMapping') }),
    handlers,
  });

describe('BrandMappingPage', () => {
  it('shows the table loading while the first page comes', async () => {
    await open(pending('get', summary));
    expect(await screen.findByRole('heading', { name: 'Global Brand Mapping' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the server message when the mappings cannot be loaded', async () => {
    await open(serverError('get', summary));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('says when there is no source brand', async () => {
    await open(answer('get', summary, MappingSummaryAnswer, { total: 0, brands: [] }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });

  it('lists a page of source brands, source brand ascending', async () => {
    let query: URLSearchParams | undefined;
    await open(
      answer('get', summary, MappingSummaryAnswer, ({ request }) => {
        query = new URL(request.url).searchParams;
        return { total: 2, brands: [mapping('Acme', 'Acme Brand'), mapping('Zed')] };
      }),
    );
    expect(await screen.findByText('Acme Brand')).toBeInTheDocument();
    expect(await screen.findByText('Zed')).toBeInTheDocument();
    expect(query?.get('take')).toBe(String(TAGGING_LIMITS.brandMappingPageSize));
    expect(query?.get('sortBy')).toBe('sourceBrand');
    expect(query?.get('sortOrder')).toBe('asc');
  });

  it("maps a source brand from its row's dialog", async () => {
    const { user } = await open(
      answer('get', summary, MappingSummaryAnswer, { total: 1, brands: [mapping('Zed')] }),
      answer('get', '/products/brand/accountSummary/Zed', z.array(AccountSummaryRow), [
        { account: 'Corner Shop', count: 4 },
      ]),
      answer('get', '/products/brand/categorySummary/Zed', z.array(CategorySummaryRow), []),
      answer('get', '/products/brand/preview/Zed', z.array(BrandPreviewProduct), []),
      answer('get', '/products/brand/', z.array(z.string()), ['Zed Outdoors']),
      noContent('put', '/products/brand/mapping/Zed'),
    );
    await user.click(await screen.findByText('Zed'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('cell', { name: 'Corner Shop' })).toBeInTheDocument();
    await user.click(dialog.getByLabelText('Destination Brand'));
    await user.click(await screen.findByRole('option', { name: 'Zed Outdoors' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zed is mapped to Zed Outdoors')).toBeInTheDocument();
  });
});
