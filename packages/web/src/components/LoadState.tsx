import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';

type LoadQuery = { isPending: boolean; error: unknown };

interface LoadStateProps {
  /** the page's query, or the queries it needs all of: still loading, or failed */
  query: LoadQuery | LoadQuery[];
  /** the page's words when it failed ('The verticals could not be loaded.') */
  failure: string;
}

/** Where a page's list or form will be: a spinner while its query loads, the failure line if it failed. */
export function LoadState({ query, failure }: LoadStateProps) {
  const queries = Array.isArray(query) ? query : [query];
  return (
    <>
      {queries.some((q) => q.isPending) && <CircularProgress size={28} />}
      {queries.some((q) => q.error) && <Alert severity="error">{failure}</Alert>}
    </>
  );
}
