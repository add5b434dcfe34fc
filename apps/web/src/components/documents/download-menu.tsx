import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { EInvoiceFormat } from '@portal/contract/e-invoices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_FORMATS, type DocumentFormat, documentFormatKey } from '../../lib/format/document-format';

interface DownloadMenuProps {
  /** The e-invoice formats the document can be had in; its PDF always. */
  eInvoiceFormats: readonly EInvoiceFormat[];
  /** Where the browser downloads the document in each format: the customer's or the staff's address. */
  hrefOf: (format: DocumentFormat) => string;
  /** Names the document, e.g. "Download invoice RE-2026-0001". */
  label: string;
  /** Told the chosen file's address, e.g. to record the customer's download in the audit log. */
  onDownload?: (href: string) => void;
}

/**
 * A document's files in a menu: its PDF and its e-invoices. The browser downloads each itself (the
 * server answers it as an attachment, the session cookie authenticates it).
 */
export function DownloadMenu({ eInvoiceFormats, hrefOf, label, onDownload }: DownloadMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const choose = (href: string) => {
    setAnchor(null);
    onDownload?.(href);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(click) => setAnchor(click.currentTarget)}
        >
          <Download fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {DOCUMENT_FORMATS.filter((format) => format === 'pdf' || eInvoiceFormats.includes(format)).map(
          (format) => {
            const href = hrefOf(format);
            return (
              <MenuItem key={format} component="a" href={href} download onClick={() => choose(href)}>
                {t(documentFormatKey(format))}
              </MenuItem>
            );
          },
        )}
      </Menu>
    </>
  );
}
