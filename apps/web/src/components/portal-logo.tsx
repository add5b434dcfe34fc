import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Product mark (inline, decorative) and name. */
export function PortalLogo({ showName = true }: { showName?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#1565c0" stroke="#fff" strokeOpacity="0.4" />
        <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
      </svg>
      {showName ? (
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
        >
          Account Portal
        </Typography>
      ) : null}
    </Box>
  );
}
