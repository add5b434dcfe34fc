import type { Theme } from '@mui/material/styles';

/** Class names the stacked layout reaches inside the table. */
export const stackedClasses = {
  /** A data cell: its column's name and its value side by side on a phone. */
  cell: 'DataTable-cell',
  /** The column's name inside each data cell; shown only on a phone, where the heading row is not. */
  label: 'DataTable-label',
} as const;

/**
 * On a phone (below `sm`) every row becomes a card listing each column's name beside its value, and
 * the heading row a wrapping line of the sort buttons. One table in the page either way: the same
 * rows, headings and sort buttons for assistive technology and tests, only drawn differently.
 */
export function stackedOnPhones(theme: Theme) {
  return {
    [`& .${stackedClasses.label}`]: { display: 'none' },
    [theme.breakpoints.down('sm')]: {
      '&, & thead, & tbody, & tr': { display: 'block' },
      '& thead tr': { display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1 },
      '& thead th': { display: 'block', border: 0, px: 0, py: 0.5 },
      // Only the sort buttons are of use there; the names themselves are in every card.
      '& thead th:not([aria-sort])': { display: 'none' },
      '& tbody tr': { border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, py: 0.5 },
      '& tbody td': { display: 'block', border: 0, textAlign: 'left' },
      [`& tbody td.${stackedClasses.cell}`]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
        columnGap: 2,
        py: 0.5,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      [`& .${stackedClasses.label}`]: { display: 'block', color: 'text.secondary', fontWeight: 500 },
    },
  };
}

/** Cells with 8 px beside them instead of 16, from `sm` up (a phone's cards keep their own spacing). */
export function compactCells(theme: Theme) {
  return { [theme.breakpoints.up('sm')]: { '& th, & td': { px: 1 } } };
}
