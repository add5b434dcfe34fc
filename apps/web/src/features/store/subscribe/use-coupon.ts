import type { Coupon } from '@portal/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/http-error';
import { checkCoupon } from '../api/check-coupon';

/**
 * Spec §4 "Coupon": an entered code starts unchecked, then is checked (valid with its name, or
 * invalid). Editing resets it to unchecked; an empty field is valid: no coupon.
 */
export type CouponState =
  | { status: 'none' }
  | { status: 'unchecked' }
  | { status: 'checking' }
  | { status: 'valid'; coupon: Coupon }
  | { status: 'invalid'; message: string };

export interface CouponControl {
  code: string;
  state: CouponState;
  setCode: (code: string) => void;
  /** Checks the entered code with the server; does nothing when it is empty or already checked. */
  check: () => Promise<void>;
  /** Spec §5: the subscribe button waits while a coupon is being checked or entered but not valid. */
  blocksSubscribe: boolean;
  /** The code a quote and the purchase send: only a valid coupon's, else null. */
  validCode: string | null;
}

export function useCoupon(): CouponControl {
  const { t } = useTranslation();
  const [code, setCodeState] = useState('');
  const [state, setState] = useState<CouponState>({ status: 'none' });
  // An answer for a code the user has since edited must not mark the new code.
  const attempt = useRef(0);

  const setCode = useCallback((next: string) => {
    attempt.current += 1;
    setCodeState(next);
    setState(next.trim() ? { status: 'unchecked' } : { status: 'none' });
  }, []);

  const check = useCallback(async () => {
    const trimmed = code.trim();
    if (!trimmed || state.status !== 'unchecked') return;
    const current = ++attempt.current;
    setState({ status: 'checking' });
    let next: CouponState;
    try {
      next = { status: 'valid', coupon: await checkCoupon(trimmed) };
    } catch (error) {
      next = {
        status: 'invalid',
        message: isHttpError(error) && error.body.message ? error.body.message : t('store.coupon.invalid'),
      };
    }
    if (attempt.current === current) setState(next);
  }, [code, state.status, t]);

  const blocksSubscribe = state.status !== 'none' && state.status !== 'valid';
  const validCode = state.status === 'valid' ? code.trim() : null;
  return { code, state, setCode, check, blocksSubscribe, validCode };
}
