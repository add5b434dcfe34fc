import type { PaymentInputHandle } from '../payments';

export interface CardValues {
  /** Digits only. */
  number: string;
  /** `MM / YY`. */
  expiry: string;
  cvc: string;
}

/** What the sandbox inputs hand out: a way to read what the customer typed, at submit time. */
export interface SandboxCardHandle extends PaymentInputHandle {
  readonly kind: 'card';
  readonly gateway: 'sandbox';
  read(): CardValues;
}

export interface SandboxIbanHandle extends PaymentInputHandle {
  readonly kind: 'iban';
  readonly gateway: 'sandbox';
  /** Upper case letters and digits. */
  read(): string;
}

const fromSandbox = (handle: PaymentInputHandle) => 'gateway' in handle && handle.gateway === 'sandbox';

export const isSandboxCardHandle = (handle: PaymentInputHandle): handle is SandboxCardHandle =>
  handle.kind === 'card' && fromSandbox(handle);

export const isSandboxIbanHandle = (handle: PaymentInputHandle): handle is SandboxIbanHandle =>
  handle.kind === 'iban' && fromSandbox(handle);
