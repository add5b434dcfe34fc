import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface DataTablePaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** False when the server stopped counting at its cap: "of more than 10,000". */
  totalExact: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page navigation and the rows-per-page choice, in the user's language. */
export function DataTablePagination(props: DataTablePaginationProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  // A page past the end (an old link, fewer rows now) shows the last one in the navigation.
  const lastPage = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <TablePagination
      component="div"
      count={props.total}
      page={Math.min(props.page, lastPage) - 1}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={[...props.pageSizes]}
      onPageChange={(_, next) => props.onPage(next + 1)}
      onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t(props.totalExact ? 'table.displayedRows' : 'table.displayedRowsAtLeast', {
          from: number(from),
          to: number(to),
          count: number(count),
        })
      }
      getItemAriaLabel={(type) => t(`table.pages.${type}`)}
      // On a phone the controls take two lines rather than hide the page buttons in a scroll box.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
