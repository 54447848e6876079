import { ERRORS } from '@storelens/contract/api/errors';
import { GUIDE_TEXTS, REPORT_LIMITS, Report, ReportGuideBody } from '@storelens/contract/api/report-management';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { report } from './report-test-data.ts';

const one = '/admin/reports/5';
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/admin/reports/5/edit', { session: systemUser(), handlers });

describe('GuideEditPage', () => {
  itShowsLoadStates({
    what: 'the report',
    open,
    path: one,
    title: 'Edit Report Guide',
    failure: 'The report could not be loaded.',
  });

  it('shows the contract messages for the required fields and a long description', async () => {
    const { user } = await open(answer('get', one, Report, report()));
    await screen.findByRole('button', { name: 'Save' });
    const long = 'x'.repeat(REPORT_LIMITS.description + 1);
    await fillIn(user, /^Title/, '');
    await fillIn(user, /^Category/, '');
    await fillIn(user, /^Description/, long);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bad = { title: '', category: '', description: long };
    expect(await screen.findByText(messageOf(ReportGuideBody, bad, 'title'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(ReportGuideBody, bad, 'category'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(ReportGuideBody, bad, 'description'))).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { user } = await open(answer('get', one, Report, report()), fail('patch', one, 403, ERRORS.forbidden));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ERRORS.forbidden.message)).toBeInTheDocument();
  });

  it('saves the guide fields', async () => {
    const sent = recordingAnswer('patch', one, Report, ReportGuideBody, (body) => report({ title: body.title }));
    const { user } = await open(answer('get', one, Report, report()), sent.handler);
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Sell-through');
    await fillIn(user, /^Title/, 'Sell-through by week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GUIDE_TEXTS.saved)).toBeInTheDocument();
    expect(sent.body()).toMatchObject({ title: 'Sell-through by week', category: 'Sales' });
  });
});
