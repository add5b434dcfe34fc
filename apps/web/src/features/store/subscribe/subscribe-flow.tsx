import type { Account } from '@portal/contract/account';
import type { Interval, Plan } from '@portal/contract/catalog';
import { useState } from 'react';
import { hasInvoiceData } from '../../../lib/session/invoice-data';
import type { SubscriptionOrder } from '../payment/payment-choice';
import { PaymentDialog } from '../payment/payment-dialog';
import { CreateSubscriptionDialog } from './create-subscription-dialog';
import { useCoupon } from './use-coupon';

export interface SubscribeFlowProps {
  account: Account;
  plan: Plan;
  interval: Interval;
  onClose: () => void;
}

/**
 * Create-subscription dialog, then the payment dialog. Both stay mounted while the flow runs, so
 * going back keeps the licenses and the checked coupon.
 */
export function SubscribeFlow({ account, plan, interval, onClose }: SubscribeFlowProps) {
  const coupon = useCoupon();
  const [order, setOrder] = useState<SubscriptionOrder | null>(null);
  return (
    <>
      <CreateSubscriptionDialog
        open={order === null}
        plan={plan}
        interval={interval}
        coupon={coupon}
        taxPending={!hasInvoiceData(account)}
        defaultPurchaseOrder={account.purchase_order}
        onClose={onClose}
        onSubscribe={setOrder}
      />
      {order ? (
        <PaymentDialog open account={account} order={order} onBack={() => setOrder(null)} onClose={onClose} />
      ) : null}
    </>
  );
}
