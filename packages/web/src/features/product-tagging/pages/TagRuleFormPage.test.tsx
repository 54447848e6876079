import {
  RetagProgressAnswer,
  requiredFieldErrors,
  TAGGING_ERRORS,
  TaggingMetadataAnswer,
  TagRule,
  TagRuleBody,
  TagRuleList,
} from '@storelens/contract/api/product-tagging';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pendingCall, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';
import { brand, dataManager, metadata, metadataPath, progressOf, rule, rulesPath } from './tagging-test-data.ts';

const metadataAnswer = answer('get', metadataPath, TaggingMetadataAnswer, metadata());
// the list a save returns to
const list = [
  answer('get', rulesPath, TagRuleList, []),
  answer('get', progressOf(rulesPath), RetagProgressAnswer, { queued: 0, running: 0, done: 0, total: 0 }),
];

// within one list of handlers the first that matches answers: the test's own come first
const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: dataManager, account: brand, handlers: [...handlers, metadataAnswer] });

const saveButton = () => screen.findByRole('button', { name: 'Save' });

describe('CreateTagRulePage', () => {
  it('shows a spinner while the metadata loads', async () => {
    const call = pendingCall('get', metadataPath);
    await open('/product/tagging/create', call.handler);
    await expectOwnSpinner(call);
  });

  it('says when the metadata cannot be loaded', async () => {
    await open('/product/tagging/create', serverError('get', metadataPath));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('shows the contract messages for a missing name and an empty filter', async () => {
    const { user } = await open('/product/tagging/create');
    await user.click(await screen.findByRole('button', { name: 'Add Filter' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const empty = { name: '', filters: [{ column: '', type: '', values: [''] }] };
    expect(await screen.findByText(messageOf(TagRuleBody, empty, 'name'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(TagRuleBody, empty, 'filters.0.column'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(TagRuleBody, empty, 'filters.0.type'))).toBeInTheDocument();
  });

  it('shows the contract message for a list filter without values', async () => {
    const { user } = await open('/product/tagging/create');
    await fillIn(user, /^Name/, 'Footwear');
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await choose(user, /^Column/, 'Department');
    await choose(user, /^Filter Type/, 'in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const noValues = { name: 'Footwear', filters: [{ column: 'department', type: 'in', values: [] }] };
    expect(await screen.findByText(messageOf(TagRuleBody, noValues, 'filters.0.values'))).toBeInTheDocument();
  });

  it('shows the contract message for a field the vertical requires', async () => {
    const flags = { category: false, gender: true, family: false, color: false };
    const { user } = await open(
      '/product/tagging/create',
      answer('get', metadataPath, TaggingMetadataAnswer, metadata({ IS_REQUIRED: flags })),
    );
    await saveButton();
    await fillIn(user, /^Name/, 'Trail shoes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(requiredFieldErrors({}, flags, []).gender as string)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { user } = await open('/product/tagging/create', fail('post', rulesPath, 403, TAGGING_ERRORS.pageDisabled));
    await saveButton();
    await fillIn(user, /^Name/, 'Trail shoes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAGGING_ERRORS.pageDisabled.message)).toBeInTheDocument();
  });

  it('creates the rule and goes back to the list', async () => {
    const sent = recordingAnswer('post', rulesPath, TagRule, TagRuleBody, rule());
    const { user, router } = await open('/product/tagging/create', sent.handler, ...list);
    await saveButton();
    await fillIn(user, /^Name/, 'Trail shoes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag rule created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/tagging'));
    expect(sent.body()).toMatchObject({ name: 'Trail shoes', filters: [] });
  });
});

describe('EditTagRulePage', () => {
  it('shows a spinner while the rule loads', async () => {
    const call = pendingCall('get', `${rulesPath}/61`);
    await open('/product/tagging/edit/61', call.handler);
    await expectOwnSpinner(call);
  });

  it('goes back to the list when the rule cannot be loaded', async () => {
    const { router } = await open(
      '/product/tagging/edit/61',
      fail('get', `${rulesPath}/61`, 404, TAGGING_ERRORS.ruleNotFound),
      ...list,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/tagging'));
  });

  it('shows the saved rule and saves a change', async () => {
    const sent = recordingAnswer('put', `${rulesPath}/61`, TagRule, TagRuleBody, (body) => rule({ name: body.name }));
    const { user } = await open(
      '/product/tagging/edit/61',
      answer('get', `${rulesPath}/61`, TagRule, rule()),
      sent.handler,
      ...list,
    );
    expect(await screen.findByTestId('tag-rule-form-mode')).toHaveTextContent('Editing a saved rule');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Trail shoes');
    await fillIn(user, /^Name/, 'Trail running shoes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag rule saved')).toBeInTheDocument();
    expect(sent.body()).toMatchObject({ name: 'Trail running shoes', filters: [{ column: 'name', type: 'contains' }] });
  });
});
