import {
  BRAND_UPLOAD_ERRORS,
  BRAND_UPLOAD_LIMITS,
  BrandUploadAnswer,
  brandUploadMessages,
} from '@storelens/contract/api/product-data';
import { TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeAccount, pages, systemUser } from '../../../test/fixtures.ts';
import { answer, fail, pending } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const brand = activeAccount({ pages: pages('brandTagging') });
const uploadPath = `/products/files/brand/${brand.id}`;
const csv = () => new File(['Upc,Name\n'], 'products.csv', { type: 'text/csv' });

// a data manager on a brand account with brand tagging
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/product/upload', { session: systemUser(), account: brand, handlers });

/** Chooses the file, presses Upload and answers the confirmation naming the account. */
async function upload(user: UserEvent, file: File) {
  await user.upload(await screen.findByLabelText('Product file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(TAGGING_TEXT.uploadConfirm(brand.name))).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Upload' }));
}

describe('BrandUploadPage', () => {
  it('shows the contract message when no file is chosen', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(BRAND_UPLOAD_ERRORS.noFile.message)).toBeInTheDocument();
  });

  it('shows the contract message for a file over the limit, without sending it', async () => {
    const { user } = await open();
    const big = csv();
    Object.defineProperty(big, 'size', { value: BRAND_UPLOAD_LIMITS.bytes + 1 });
    await user.upload(await screen.findByLabelText('Product file'), big);
    expect(await screen.findByText(BRAND_UPLOAD_ERRORS.tooLarge.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the progress while the file goes up', async () => {
    const { user } = await open(pending('post', uploadPath));
    await upload(user, csv());
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  });

  it("lists the file's problems when it is refused", async () => {
    const problem = brandUploadMessages.upc();
    const { user } = await open(
      fail('post', uploadPath, 400, {
        error: BRAND_UPLOAD_ERRORS.invalid,
        message: `Line 2, Upc: ${problem}`,
        fields: { 'line 2, Upc': problem },
      }),
    );
    await upload(user, csv());
    const refusal = within(await screen.findByTestId('upload-refusal'));
    expect(refusal.getByRole('cell', { name: 'line 2, Upc' })).toBeInTheDocument();
    expect(refusal.getByRole('cell', { name: problem })).toBeInTheDocument();
  });

  it('says what an accepted file added and updated', async () => {
    const { user } = await open(answer('post', uploadPath, BrandUploadAnswer, { products: 3, added: 2, updated: 1 }));
    await upload(user, csv());
    const outcome = await screen.findByTestId('upload-outcome');
    expect(outcome).toHaveTextContent('products.csv is uploaded');
    expect(outcome).toHaveTextContent('3 products: 2 added, 1 updated.');
  });
});
