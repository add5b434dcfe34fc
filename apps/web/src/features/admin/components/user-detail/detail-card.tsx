import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  testId: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the user detail: an outlined card with a level-2 heading, as the Domains card. */
export function DetailCard({ title, testId, action, children }: DetailCardProps) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
