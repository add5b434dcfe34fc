import type { Theme } from '@mui/material/styles';
import { stackedClasses } from './stacked-rows';

/** Class names of the body's plain rows and cells, drawn by `bodyCells` from the table. */
export const bodyClasses = {
  /** A row that opens something on click. */
  clickable: 'DataTable-clickable',
  nowrap: 'DataTable-nowrap',
  alignRight: 'DataTable-alignRight',
  alignCenter: 'DataTable-alignCenter',
  /** The narrow first cell holding a row's disclosure button. */
  expandCell: 'DataTable-expandCell',
  expandButton: 'DataTable-expandButton',
  details: 'DataTable-details',
} as const;

/**
 * The body's rows are plain `tr` and `td` elements styled once here, as MUI's small body cells and
 * hover rows look: a page holds 100 to 300 rows, and a `TableRow` and a `TableCell` per cell (each
 * with its theme lookups and style serialisation) cost seconds of a phone's main thread (issue 35).
 * `:where` adds no weight: each rule weighs as the table's class and `tbody`, so the compact layout
 * (as heavy, declared after) and the phone cards (`& tbody td`, heavier) still win, and the MUI
 * cells of the loading and message rows, which carry none of these classes, are left alone.
 */
export function bodyCells(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& tbody :where(td.${stackedClasses.cell}, td.${bodyClasses.expandCell}, td.${bodyClasses.details})`]: {
      ...theme.typography.body2,
      color: palette.text.primary,
      borderBottom: `1px solid ${theme.vars?.palette.TableCell.border ?? theme.palette.divider}`,
      textAlign: 'left',
      padding: '6px 16px',
    },
    [`& tbody :where(tr.${bodyClasses.clickable})`]: { cursor: 'pointer' },
    [`& tbody :where(tr.${bodyClasses.clickable}:hover)`]: { backgroundColor: palette.action.hover },
    [`& tbody :where(td.${bodyClasses.nowrap})`]: { whiteSpace: 'nowrap' },
    [`& tbody :where(td.${bodyClasses.alignRight})`]: { textAlign: 'right' },
    [`& tbody :where(td.${bodyClasses.alignCenter})`]: { textAlign: 'center' },
    [`& tbody :where(td.${bodyClasses.expandCell})`]: { width: 24, padding: '0 12px 0 16px' },
    [`& tbody :where(td.${bodyClasses.details})`]: { backgroundColor: palette.action.hover },
    [`& .${bodyClasses.expandButton}`]: {
      display: 'inline-flex',
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette.action.active,
      cursor: 'pointer',
      verticalAlign: 'middle',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '& svg': { width: 20, height: 20, fill: 'currentColor', transition: 'transform 150ms' },
      '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
    },
  };
}
