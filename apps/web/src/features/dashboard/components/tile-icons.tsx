import AccountCircle from '@mui/icons-material/AccountCircle';
import Analytics from '@mui/icons-material/Analytics';
import Build from '@mui/icons-material/Build';
import CreditCard from '@mui/icons-material/CreditCard';
import Inventory from '@mui/icons-material/Inventory2';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Storage from '@mui/icons-material/Storage';
import Undo from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';
import type { TileName } from '../dashboard-tiles';

export const TILE_ICONS: Record<TileName, ReactElement> = {
  products: <Inventory fontSize="large" />,
  invoices: <ReceiptLong fontSize="large" />,
  'credit-notes': <Undo fontSize="large" />,
  payments: <Payments fontSize="large" />,
  'invoice-data': <RequestQuote fontSize="large" />,
  'payment-methods': <CreditCard fontSize="large" />,
  account: <AccountCircle fontSize="large" />,
  notifications: <Notifications fontSize="large" />,
  tools: <Build fontSize="large" />,
  dmp: <Storage fontSize="large" />,
  analytics: <Analytics fontSize="large" />,
};
