/**
 * A product's source tags ("the vendor's own category and tags as source tags"): the
 * vendor's tags and the names of the categories it files the product under, as the vendor writes
 * them — blanks dropped, each once (case-insensitively, the first spelling kept). The catalogue
 * lower-cases them for matching.
 */
export function sourceTagsOf(
  ...groups: ReadonlyArray<string | null | undefined | readonly (string | null | undefined)[]>
): string[] {
  const seen = new Map<string, string>();
  for (const group of groups)
    for (const value of Array.isArray(group) ? group : [group]) {
      const tag = typeof value === 'string' ? value.trim() : '';
      if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
    }
  return [...seen.values()];
}
