import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label and value pairs as a description list: screen readers announce each value with its label.
 * `dense`: labels as wide as the longest and rows close together, for a short list inside a row.
 */
export function DetailList({
  items,
  dense = false,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode }>;
  dense?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: dense ? 'auto 1fr' : 'minmax(7rem, max-content) 1fr',
        columnGap: 2,
        rowGap: dense ? 0.25 : 1,
        m: 0,
      }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
