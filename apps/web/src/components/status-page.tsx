import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
  actionLabel?: string;
  actionTo?: string;
  testId?: string;
}

/** The layout of the 403 and 404 pages. */
export function StatusPage({ icon, title, text, actionLabel, actionTo, testId }: StatusPageProps) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h4" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography>
      {actionLabel && actionTo ? (
        <Button component={Link} to={actionTo} variant="contained" sx={{ mt: 3 }}>
          {actionLabel}
        </Button>
      ) : null}
    </Box>
  );
}
