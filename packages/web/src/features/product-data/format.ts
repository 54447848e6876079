/** spec 3 §2: the mapping's created date in long US format ('March 12, 2025'). */
export const longUsDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

/** spec 1 §2: the summaries' fractions (0–1) shown as percent with 2 decimals ('42.50%'). */
export const percent = (fraction: number): string => `${(fraction * 100).toFixed(2)}%`;

/** Counts with thousands separators. */
export const count = (n: number): string => n.toLocaleString('en-US');
