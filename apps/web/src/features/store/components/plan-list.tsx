import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One titled list of a column (limits, features, support). */
export function PlanList({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly string[];
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}>
            <Check fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
            <Typography variant="body2">{item}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
