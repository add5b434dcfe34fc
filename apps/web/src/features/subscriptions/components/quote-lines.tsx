import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface QuoteLine {
  /** Names the line for tests: `quote-{key}`. */
  key: string;
  label: string;
  value: string;
}

/**
 * Labelled figures a change dialog shows beside the server's quote: a licence change's new cost,
 * the yearly saving, a retention offer's renewal.
 */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mt: 0, mb: 1.5 }}
    >
      {lines.map((line) => (
        <Box key={line.key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {line.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`quote-${line.key}`}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
