/**
 * `AT •••• 3201`, as the mandate shows it (decision 0081): we only ever learn the account's country
 * and its last four digits, so that is all a notice can name.
 */
export const maskedIban = (country: string | null, last4: string) =>
  `${country ? `${country} ` : ''}•••• ${last4}`;
