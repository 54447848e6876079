import {
  RetagProgressAnswer,
  TAGGING_ERRORS,
  TaggingMetadataAnswer,
  TagRuleList,
} from '@storelens/contract/api/product-tagging';
import { TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount } from '../../../test/fixtures.ts';
import { answer, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import {
  brand,
  dataManager,
  globalRulesPath,
  metadata,
  metadataPath,
  progressOf,
  rule,
  rulesPath,
} from './tagging-test-data.ts';

// what the web's api.ts parses a delete's answer with
const Deleted = z.object({ id: z.number() });

const idle = (list: string) =>
  answer('get', progressOf(list), RetagProgressAnswer, { queued: 0, running: 0, done: 0, total: 0 });

const metadataAnswer = answer('get', metadataPath, TaggingMetadataAnswer, metadata());

// within one list of handlers the first that matches answers: the test's own come first
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/product/tagging', {
    session: dataManager,
    account: brand,
    handlers: [...handlers, idle(rulesPath), metadataAnswer],
  });

describe('TagRulesPage', () => {
  itShowsLoadStates({
    what: 'the rules',
    open,
    path: rulesPath,
    title: 'Tagging',
    refusal: {
      test: 'shows the server message when the rules cannot be loaded',
      status: 403,
      error: TAGGING_ERRORS.pageDisabled,
    },
  });

  it('says when the metadata cannot be loaded', async () => {
    await open(answer('get', rulesPath, TagRuleList, []), serverError('get', metadataPath));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('says when there are no rules yet', async () => {
    await open(answer('get', rulesPath, TagRuleList, []));
    expect(await screen.findByText('No tag rules yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Rule Priority' })).toBeDisabled();
  });

  it('lists the rules in priority order and filters them by the search', async () => {
    const { user } = await open(
      answer('get', rulesPath, TagRuleList, [rule(), rule({ id: 62, name: 'Road shoes', sortOrder: 2 })]),
    );
    const table = within(await screen.findByRole('table', { name: 'Tag rules' }));
    expect(await table.findByText('Trail shoes')).toBeInTheDocument();
    expect(table.getByText('Road shoes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'road');
    expect(table.queryByText('Trail shoes')).not.toBeInTheDocument();
  });

  it('deletes a rule after confirming', async () => {
    const { user } = await open(
      answer('get', rulesPath, TagRuleList, [rule()]),
      answer('delete', `${rulesPath}/61`, Deleted, { id: 61 }),
    );
    await screen.findByText('Trail shoes');
    await user.click(screen.getByRole('button', { name: 'Delete Trail shoes' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(TAGGING_TEXT.deleteNamedRule('Trail shoes'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag rule deleted')).toBeInTheDocument();
  });
});

describe('GlobalTagRulesPage', () => {
  it("lists the vertical's global rules", async () => {
    await renderScreen('/product/globalRetailerTagging', {
      session: dataManager,
      account: brand,
      handlers: [
        idle(globalRulesPath),
        answer('get', metadataPath, TaggingMetadataAnswer, metadata()),
        answer('get', globalRulesPath, TagRuleList, [rule({ name: 'Global trail' })]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Global Retailer Tagging' })).toBeInTheDocument();
    expect(await screen.findByText('Global trail')).toBeInTheDocument();
  });

  it('leaves for the home page on an account without a vertical', async () => {
    const { router } = await renderScreen('/product/globalRetailerTagging', {
      session: dataManager,
      account: activeAccount({ ...brand, verticalId: '', vertical: '' }),
      otherCalls: 'pending',
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/product/globalRetailerTagging'));
  });
});
