import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface DataTablePaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The words for a page size ("All"); default the number. */
  pageSizeLabel?: ((size: number) => string | undefined) | undefined;
  total: number;
  /** False when the server stopped counting at its cap: "of more than 10,000". */
  totalExact: boolean;
  /**
   * A cursor-paged table: whether a next page exists, and the rows on this one. It cannot jump, so
   * the end is known only on the last page.
   */
  cursor?: { hasNext: boolean; rows: number } | undefined;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page navigation and the rows-per-page choice, in the user's language. */
export function DataTablePagination(props: DataTablePaginationProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const { cursor } = props;
  let count = props.total;
  let page: number;
  if (cursor) {
    // -1 is MUI's "unknown": the next button stays on until the server says this is the last page.
    const end = (props.page - 1) * props.pageSize + cursor.rows;
    count = cursor.hasNext ? -1 : end;
    page = props.page - 1;
  } else {
    // A page past the end (an old link, fewer rows now) shows the last one in the navigation.
    const lastPage = Math.max(1, Math.ceil(props.total / props.pageSize));
    page = Math.min(props.page, lastPage) - 1;
  }
  const endKnown = cursor !== undefined && !cursor.hasNext;
  const exact = props.totalExact || endKnown;
  const shownTotal = endKnown ? count : props.total;
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page)}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={props.pageSizes.map((size) => {
        const label = props.pageSizeLabel?.(size);
        return label ? { value: size, label } : size;
      })}
      onPageChange={(_, next) => props.onPage(next + 1)}
      onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        t(exact ? 'table.displayedRows' : 'table.displayedRowsAtLeast', {
          from: number(Math.min(from, Math.max(to, 1))),
          to: number(to),
          count: number(Math.max(shownTotal, to)),
        })
      }
      getItemAriaLabel={(type) => t(`table.pages.${type}`)}
      // On a phone the controls take two lines rather than hide the page buttons in a scroll box.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
