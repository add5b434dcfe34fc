import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface PortalDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** A maximum width in px where the spec fixes one (§9: payment 800, delete 320); wins over maxWidth. */
  widthPx?: number;
  /** Backdrop clicks and Escape do not close it (login, terms). */
  persistent?: boolean;
  /** `form` wraps content and actions in a form, so Enter submits and the submit button works. */
  component?: 'form' | 'div';
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  testId?: string;
}

/** The one dialog pattern: title, content, actions, labelled by its title. */
export function PortalDialog({
  open,
  title,
  children,
  actions,
  onClose,
  maxWidth = 'sm',
  widthPx,
  persistent = false,
  component = 'div',
  onSubmit,
  testId,
}: PortalDialogProps) {
  const titleId = useId();
  const body = (
    <>
      <DialogContent>{children}</DialogContent>
      {actions ? <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions> : null}
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : onClose}
      maxWidth={widthPx ? false : maxWidth}
      fullWidth
      slotProps={widthPx ? { paper: { sx: { maxWidth: widthPx } } } : undefined}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {component === 'form' ? (
        // `display: contents` keeps the dialog's own layout (scrolling content, actions at the bottom).
        <form
          onSubmit={(event) => {
            // React passes events up its own tree, through portals: a dialog opened from another
            // dialog's form (a new role from the client form) must not submit that form too.
            event.stopPropagation();
            onSubmit?.(event);
          }}
          noValidate
          style={{ display: 'contents' }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
