/** Server sentences of the subscriptions area (English; the other languages mirror these keys). */
export const subscriptionsEn = {
  'subscriptions.created': 'Your subscription {name} is active.',
  'subscriptions.pendingAuthentication': 'Please confirm the payment with your bank to activate {name}.',
  'subscriptions.completed': 'Your payment was successful. {name} is active.',
  'subscriptions.licenseUpdated': 'The licences of {name} have been updated.',
  'subscriptions.licenseUpdatedPaymentPending':
    'The licences of {name} have been updated. Please complete the payment under Invoices.',
  'subscriptions.canceled': 'Your subscription {name} has been cancelled.',
  'subscriptions.resumed': 'Your subscription {name} has been resumed.',
  'subscriptions.notFound': 'The subscription was not found.',
  'subscriptions.corporatePlan':
    'Your account has a Corporate plan. Please contact us to change your subscriptions.',
  'subscriptions.corporateNoChange':
    'Corporate subscriptions are managed by our sales team. Please contact us.',
  'subscriptions.productAlreadyActive': 'You already have a subscription for this product.',
  'subscriptions.invoiceRequiresYearly': 'Paying by invoice is only possible with yearly billing.',
  'subscriptions.invoiceNotAvailable':
    'Paying by invoice is no longer possible once a payment method has been added. Please pay with your saved payment method.',
  'subscriptions.paymentMethodMissing': 'Please add a payment method first.',
  'subscriptions.openPaymentsFirst':
    'Your account has open payments. Please settle them under Invoices before you buy another product.',
  'subscriptions.planMismatch': 'The chosen plan does not belong to this product and billing interval.',
  'subscriptions.onlyHigherThan': 'If you want to reduce the quantity please get in touch with support.',
  'subscriptions.incomplete': 'Please complete the pending payment of this subscription first.',
  'subscriptions.notCancelable': 'Only an active subscription can be cancelled.',
  'subscriptions.notResumable': 'Only a cancelled subscription that has not ended yet can be resumed.',
  'subscriptions.nothingToComplete': 'This subscription has no payment waiting for confirmation.',
  'subscriptions.amountTooLarge':
    'This order is larger than a single payment can carry. Please contact sales for a quote.',
  'subscriptions.invoiceNotFound': 'The invoice was not found.',
  'subscriptions.invoiceAlreadyPaid': 'This invoice has already been paid.',
  'subscriptions.invoiceNotPayable':
    'This invoice is collected by direct debit or bank transfer and cannot be paid by card.',
  'subscriptions.invoicePaymentInProgress':
    'A payment of this invoice is being processed. Please try again in a minute.',
  'subscriptions.invoiceCardMissing': 'Please enter a card to pay this invoice.',
  'subscriptions.invoicePaid': 'Invoice {number} has been paid. Thank you.',
  'subscriptions.invoicePaymentAuthenticate':
    'Please confirm the payment of invoice {number} with your bank.',
  'subscriptions.changeInProgress':
    'Another change to this subscription is being processed. Please try again in a minute.',
  'subscriptions.paymentDeclined': 'Your payment was declined. Please use another payment method.',
  'subscriptions.insufficientFunds':
    'Your payment was declined because of insufficient funds. Please use another payment method.',
  'subscriptions.authenticationFailed': '3D secure check failed. Please try again.',
  'subscriptions.idempotencyConflict': 'This Idempotency-Key was already used for a different request.',
  'subscriptions.requestInProgress': 'The same request is still being processed. Please wait a moment.',
  'subscriptions.line.subscription': '{name}, {quantity} × licence',
  'subscriptions.line.discount': 'Coupon {coupon} (−{percent} %)',
  'subscriptions.line.credit': 'Unused time of {name}',
  'subscriptions.line.extraUsers': '{name}, {quantity} × extra user',
  'subscriptions.line.extraUserAdded': '{name}, 1 extra user for the rest of the period',
  'subscriptions.line.additional_one': '{name}, {quantity} additional licence for the rest of the period',
  'subscriptions.line.additional_other': '{name}, {quantity} additional licences for the rest of the period',
  'subscriptions.timeTravelSandboxOnly': 'Time travel is only available with the sandbox payment gateway.',
  'subscriptions.timeTravelGlobalDisabled':
    'Moving every account’s clock is only allowed in demo installations (DEMO_TIME_TRAVEL).',
  'subscriptions.timeTravelCycleRunning':
    'The clock now shows {date} UTC; the billing cycle is still running, its renewals show shortly.',
  'subscriptions.timeTravelled':
    'The clock now shows {date} UTC; due renewals, dunning and settlements have run.',
} as const;
