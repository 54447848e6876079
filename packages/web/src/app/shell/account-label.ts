/** spec 1 §2: an account name shared by several of the user's accounts carries its vertical. */
export const accountLabel = (account: { name: string; vertical: string }, isDuplicate: boolean): string =>
  isDuplicate ? `${account.name} (${account.vertical})` : account.name;

/** Lower-cased names that occur more than once in the user's account list (as the server decides duplicateName). */
export const duplicateNames = (accounts: ReadonlyArray<{ name: string }>): Set<string> => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of accounts.map((a) => a.name.toLowerCase())) (seen.has(name) ? twice : seen).add(name);
  return twice;
};

/** spec 1 §2: the switcher's filter is case-insensitive on the name. */
export const matchesAccountSearch = (name: string, search: string): boolean =>
  name.toLowerCase().includes(search.trim().toLowerCase());
