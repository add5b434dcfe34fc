import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Analytics from '@mui/icons-material/Analytics';
import Build from '@mui/icons-material/Build';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Euro from '@mui/icons-material/Euro';
import Group from '@mui/icons-material/Group';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory2';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Storage from '@mui/icons-material/Storage';
import Undo from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';

export const MENU_ICONS: Record<string, ReactElement> = {
  dashboard: <Dashboard />,
  tools: <Build />,
  dmp: <Storage />,
  analytics: <Analytics />,
  mySubscriptions: <Inventory />,
  payments: <Payments />,
  invoices: <ReceiptLong />,
  creditNotes: <Undo />,
  invoiceData: <RequestQuote />,
  paymentMethods: <CreditCard />,
  account: <Person />,
  userManagement: <Group />,
  mailServer: <Dns />,
  notifications: <Notifications />,
  audits: <History />,
  users: <AdminPanelSettings />,
  finance: <Euro />,
  mailOutbox: <MarkEmailRead />,
};
