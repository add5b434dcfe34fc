import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Invoice } from '@portal/contract';
import { useState } from 'react';
import type { InvoiceListView } from '../invoice-list-state';
import { InvoiceCards } from './invoice-cards';
import { InvoiceTable } from './invoice-table';
import { PayInvoiceDialog } from './pay-invoice-dialog';

/**
 * The invoices as a table, or as cards below the `sm` breakpoint. A failed renewal's dunning starts
 * unfolded, so the customer sees at once what failed and until when it can be paid.
 */
export function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const [paying, setPaying] = useState<Invoice | null>(null);
  const view: InvoiceListView = {
    isExpanded: (invoice) => (invoice.dunning !== null) !== toggled.has(invoice.id),
    toggle: (invoice) =>
      setToggled((current) => {
        const next = new Set(current);
        if (!next.delete(invoice.id)) next.add(invoice.id);
        return next;
      }),
    pay: setPaying,
  };
  return (
    <>
      {small ? (
        <InvoiceCards invoices={invoices} view={view} />
      ) : (
        <InvoiceTable invoices={invoices} view={view} />
      )}
      {paying ? <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </>
  );
}
