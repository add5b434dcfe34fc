import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type DownloadEvent, recordDownload } from '../api/record-download';

interface DownloadButtonProps {
  href: string;
  event: DownloadEvent;
  /** Names the document, e.g. "Download invoice RE-2026-0001". */
  label: string;
}

/**
 * The browser downloads the PDF itself (the server answers it as an attachment); the click also
 * records the audit event. A failed audit call must not stop the download, so it is only logged.
 */
export function DownloadButton({ href, event, label }: DownloadButtonProps) {
  const record = () => {
    recordDownload(event, href).catch((error: unknown) =>
      console.warn('Could not record the download', error),
    );
  };
  return (
    <Tooltip title={label}>
      <IconButton component="a" href={href} download aria-label={label} onClick={record} size="small">
        <Download fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
