import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAllows } from '../../../lib/permissions/use-allows';

/**
 * The customer of an invoice or credit note: a link to the user detail for staff who may open it
 * (`editUsers`), plain text for the others; the e-mail address below.
 */
export function CustomerCell({ customer }: { customer: { id: number; name: string; email: string } }) {
  const mayOpen = useAllows('editUsers');
  const name = customer.name || customer.email;
  return (
    <>
      {mayOpen ? (
        <Link component={RouterLink} to={`/admin/users/${customer.id}`}>
          {name}
        </Link>
      ) : (
        <Typography variant="body2" component="span">
          {name}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        {customer.email}
      </Typography>
    </>
  );
}
