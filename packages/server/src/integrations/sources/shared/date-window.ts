import type { PullRequest } from '../../connector.ts';
import { isoSeconds } from './wall-time.ts';
import { decodeCursor, encodeCursor, startWatermark } from './watermark.ts';

/**
 * How far each date window reaches back over the previous one: the bounds are our clock, the dates
 * the vendor's, so a few minutes of overlap keeps a skewed clock from losing changes. What the
 * overlap repeats is unchanged and never delivered twice (the warehouse keeps its place).
 */
export const WINDOW_OVERLAP_MS = 5 * 60_000;

/** A date window, [after, before) in ISO seconds; a vendor adds where in the window its paging is. */
export interface DateWindow {
  after: string;
  before: string;
}

/**
 * The window a pull goes on with: the one under way in the cursor, else a new one from where the
 * last finished one ended (less the overlap), or from the start date, to the end of the current
 * second (a record changed later in it is caught by the next window's overlap), at `position`.
 * The window is fixed when it begins, so a record changed meanwhile falls in the next one.
 */
export function windowToPull<W extends DateWindow>(request: PullRequest, position: Omit<W, keyof DateWindow>): W {
  const state = decodeCursor<{ window: W; until: string }>(request.cursor);
  if (state?.window) return state.window;
  const after = state?.until
    ? isoSeconds(Date.parse(state.until) - WINDOW_OVERLAP_MS)
    : startWatermark(request.startDate).updatedAt.replace('.000Z', 'Z');
  return { after, before: isoSeconds(Date.now() + 1000), ...position } as W;
}

/** The cursor after a page of `window`: the window to go on with, or, once done, where it ended. */
export const windowCursor = (window: DateWindow, isDone: boolean): string =>
  encodeCursor(isDone ? { until: window.before } : { window });
