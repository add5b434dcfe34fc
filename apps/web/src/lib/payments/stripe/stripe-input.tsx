import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { type Palette, type Theme, useColorScheme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n';
import type { PaymentInputProps, PaymentInputState } from '../payments';
import { useLatest } from '../use-latest';
import type { StripeCardHandle, StripeIbanHandle } from './stripe-handles';

// The app's theme has light and dark schemes (CSS variables); MUI types them only when told to.
type SchemedTheme = Theme & { colorSchemes?: Partial<Record<'light' | 'dark', { palette: Palette }>> };

/** Stripe draws in its own frame: it needs the shown scheme's colours as values, not CSS variables. */
function useElementStyle(): StripeElementStyle {
  const theme: SchemedTheme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const palette = theme.colorSchemes?.[scheme]?.palette ?? theme.palette;
  const font = String(theme.typography.fontFamily);
  return useMemo(
    () => ({
      base: {
        color: palette.text.primary,
        fontFamily: font,
        fontSize: '16px',
        iconColor: palette.text.secondary,
        '::placeholder': { color: palette.text.secondary },
      },
      invalid: { color: palette.error.main, iconColor: palette.error.main },
    }),
    [palette, font],
  );
}

/** A Stripe Element (card, or IBAN limited to SEPA) behind the same props as the sandbox inputs. */
export function createStripeInput(stripe: Stripe, kind: 'card' | 'iban'): ComponentType<PaymentInputProps> {
  function StripeInput({ onChange, onReady, disabled = false, label }: PaymentInputProps) {
    const host = useRef<HTMLDivElement>(null);
    const labelId = useId();
    const style = useElementStyle();
    const [state, setState] = useState<PaymentInputState>({ complete: false, empty: true, error: null });
    const [focused, setFocused] = useState(false);
    const latestOnChange = useLatest(onChange);
    const latestOnReady = useLatest(onReady);
    const initial = useLatest({ style, disabled });
    const element = useRef<StripeCardHandle['element'] | StripeIbanHandle['element'] | null>(null);

    useEffect(() => {
      if (!host.current) return;
      const elements = stripe.elements({ locale: currentLanguage() });
      const report = (event: StripeElementChangeEvent) => {
        const next = { complete: event.complete, empty: event.empty, error: event.error?.message ?? null };
        setState(next);
        latestOnChange.current(next);
      };
      const { style: firstStyle, disabled: firstDisabled } = initial.current;
      if (kind === 'card') {
        const card = elements.create('card', {
          style: firstStyle,
          disabled: firstDisabled,
          hidePostalCode: true,
        });
        card.on('change', report);
        const handle: StripeCardHandle = { kind: 'card', gateway: 'stripe', element: card };
        card.on('ready', () => latestOnReady.current(handle));
        card.on('focus', () => setFocused(true));
        card.on('blur', () => setFocused(false));
        element.current = card;
      } else {
        const iban = elements.create('iban', {
          style: firstStyle,
          disabled: firstDisabled,
          supportedCountries: ['SEPA'],
        });
        iban.on('change', report);
        const handle: StripeIbanHandle = { kind: 'iban', gateway: 'stripe', element: iban };
        iban.on('ready', () => latestOnReady.current(handle));
        iban.on('focus', () => setFocused(true));
        iban.on('blur', () => setFocused(false));
        element.current = iban;
      }
      element.current.mount(host.current);
      return () => {
        latestOnReady.current(null);
        element.current?.destroy();
        element.current = null;
      };
    }, [latestOnChange, latestOnReady, initial]);

    useEffect(() => {
      element.current?.update({ style, disabled });
    }, [style, disabled]);

    const borderColor = state.error ? 'error.main' : focused ? 'primary.main' : 'divider';
    return (
      <Box role="group" aria-labelledby={labelId} sx={{ my: 1 }} data-testid={`${kind}-input`}>
        <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {label}
        </Typography>
        <Box
          ref={host}
          sx={{ border: 1, borderColor, borderRadius: 1, px: 1.75, py: 2, opacity: disabled ? 0.6 : 1 }}
        />
        {state.error ? <FormHelperText error>{state.error}</FormHelperText> : null}
      </Box>
    );
  }
  return StripeInput;
}
