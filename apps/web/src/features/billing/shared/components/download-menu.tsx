import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentFormatKey } from '../../../../lib/format/document-format';
import { type DownloadEvent, recordDownload } from '../api/record-download';
import type { DocumentDownload } from '../document-downloads';

interface DownloadMenuProps {
  downloads: readonly DocumentDownload[];
  event: DownloadEvent;
  /** Names the document, e.g. "Download invoice RE-2026-0001". */
  label: string;
}

/**
 * A document's files in a menu: its PDF and its e-invoices. The browser downloads each itself (the
 * server answers it as an attachment); the click also records the audit event. A failed audit call
 * must not stop the download, so it is only logged.
 */
export function DownloadMenu({ downloads, event, label }: DownloadMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const record = (href: string) => {
    setAnchor(null);
    recordDownload(event, href).catch((error: unknown) =>
      console.warn('Could not record the download', error),
    );
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
        {downloads.map(({ format, href }) => (
          <MenuItem key={format} component="a" href={href} download onClick={() => record(href)}>
            {t(documentFormatKey(format))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
