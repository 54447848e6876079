import type { ActiveAccount } from '@storelens/contract/api/accounts';
import type { TaggingMetadataAnswer } from '@storelens/contract/api/product-tagging';
import { usesBrandColumns } from '@storelens/contract/domain/tagging';
import { useCurrentUser } from '../../lib/current-user.tsx';
import type { TaggingOwner } from './api.ts';

export const TAGGING_PATH = '/product/tagging';
export const GLOBAL_TAGGING_PATH = '/product/globalRetailerTagging';

/** What the tagging screens need to know about where they are (spec 3 §2). */
export interface TaggingMode {
  isGlobal: boolean;
  owner: TaggingOwner;
  /** the list the screens return to */
  listPath: string;
  verticalId: string;
  /** Brand accounts use brand columns; all others, and global mode, retailer columns */
  brandColumns: boolean;
  accountName: string;
}

/**
 * The mode of the active account: account mode tags the account's own products; global mode the
 * retailer products of its vertical, with the vertical id in the account id's place. Null in global
 * mode without a verticalId (spec 3 §8: such a user is sent to /).
 */
export function taggingModeOf(account: ActiveAccount, isGlobal: boolean): TaggingMode | null {
  if (isGlobal && !account.verticalId) return null;
  return {
    isGlobal,
    owner: isGlobal
      ? { type: 'global', ownerId: account.verticalId }
      : { type: 'account', ownerId: String(account.id) },
    listPath: isGlobal ? GLOBAL_TAGGING_PATH : TAGGING_PATH,
    verticalId: account.verticalId,
    brandColumns: !isGlobal && usesBrandColumns(account.accountType),
    accountName: isGlobal ? account.vertical : account.name,
  };
}

/** The mode of the active account (the tagging routes sit inside the account guard). */
export function useTaggingMode(isGlobal: boolean): TaggingMode | null {
  const { account } = useCurrentUser();
  return account ? taggingModeOf(account, isGlobal) : null;
}

/** The columns rules and previews of this mode use, and the preview's columns. */
export const columnsOf = (metadata: TaggingMetadataAnswer, mode: TaggingMode) => ({
  columns: mode.brandColumns ? metadata.BRAND_COLUMNS : metadata.RETAILER_COLUMNS,
  preview: mode.brandColumns ? metadata.BRAND_PREVIEW : metadata.RETAILER_PREVIEW,
});
