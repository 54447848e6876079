/**
 * The possessive of a name in English: "Acme's", but "Harbor Bikes'" for a name ending in s
 * (the plural style, which reads right for the company names an account carries).
 */
export const possessive = (name: string): string => {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
};
