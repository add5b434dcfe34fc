import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CreditNote } from '@portal/contract';
import { CreditNoteCards } from './credit-note-cards';
import { CreditNoteTable } from './credit-note-table';

/** The credit notes as a table, or as cards below the `sm` breakpoint. */
export function CreditNoteList({ creditNotes }: { creditNotes: readonly CreditNote[] }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return small ? (
    <CreditNoteCards creditNotes={creditNotes} />
  ) : (
    <CreditNoteTable creditNotes={creditNotes} />
  );
}
