import TablePagination from '@mui/material/TablePagination';

interface Props {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Pagination for the spec's fixed-size tables: "no page-size options". */
export function FixedPagePagination({ count, page, pageSize, onPage }: Props) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_e, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
    />
  );
}
