import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { methodDetails, methodName } from '../payment-method-text';
import { SepaMandateDetails } from './sepa-mandate-details';

interface PaymentMethodListProps {
  methods: readonly PaymentMethod[];
  onSetDefault: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
  /** While a default is being saved, no second one can be chosen. */
  busy: boolean;
}

/** Which rows show their SEPA mandate; several may be open at once. */
function useOpenMandates() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

/**
 * Saved methods: brand or SEPA, last four, expiry or bank code and country, the default chip; a
 * SEPA method unfolds its mandate.
 */
export function PaymentMethodList({ methods, onSetDefault, onDelete, busy }: PaymentMethodListProps) {
  const { t } = useTranslation();
  const mandates = useOpenMandates();
  const mandateIdPrefix = useId();
  return (
    <List aria-label={t('billing.paymentMethods.listLabel')} disablePadding>
      {methods.map((method) => {
        const name = methodName(method, t);
        const Icon = method.type === 'card' ? CreditCardIcon : AccountBalanceIcon;
        const mandateOpen = mandates.isOpen(method.id);
        const mandateId = `${mandateIdPrefix}-mandate-${method.id}`;
        return (
          <ListItem
            key={method.id}
            divider
            data-testid="payment-method"
            data-default={method.isDefault}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 1.5 }}
          >
            <Icon sx={{ color: 'text.secondary' }} aria-hidden />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                {method.isDefault ? (
                  <Chip size="small" color="primary" label={t('billing.paymentMethods.default')} />
                ) : null}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {methodDetails(method, t)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {method.mandate ? (
                <Button
                  size="small"
                  onClick={() => mandates.toggle(method.id)}
                  endIcon={mandateOpen ? <ExpandLess /> : <ExpandMore />}
                  aria-expanded={mandateOpen}
                  aria-controls={mandateOpen ? mandateId : undefined}
                  aria-label={t(
                    mandateOpen
                      ? 'billing.paymentMethods.mandate.hide'
                      : 'billing.paymentMethods.mandate.show',
                    { name },
                  )}
                >
                  {t('billing.paymentMethods.mandate.toggle')}
                </Button>
              ) : null}
              {method.isDefault ? null : (
                <Button
                  size="small"
                  onClick={() => onSetDefault(method)}
                  disabled={busy}
                  aria-label={t('billing.paymentMethods.setDefaultFor', { name })}
                >
                  {t('billing.paymentMethods.setDefault')}
                </Button>
              )}
              <IconButton
                onClick={() => onDelete(method)}
                aria-label={t('billing.paymentMethods.delete', { name })}
                title={t('billing.paymentMethods.delete', { name })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
            {method.mandate ? (
              <Collapse in={mandateOpen} id={mandateId} unmountOnExit sx={{ flexBasis: '100%' }}>
                <SepaMandateDetails methodId={method.id} name={name} mandate={method.mandate} />
              </Collapse>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
