import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { json, mockFetch } from '../../test/mock-fetch';
import { usePayments } from './use-payments';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>;
}

describe('usePayments', () => {
  it('loads the sandbox when the server names it', async () => {
    mockFetch({ 'GET /v1/config': () => json({ paymentGateway: 'sandbox', stripePublishableKey: null }) });
    const { result } = renderHook(() => usePayments(), { wrapper });
    await waitFor(() => expect(result.current?.gateway).toBe('sandbox'));
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe.js with the publishable key when the server names Stripe', async () => {
    loadStripe.mockResolvedValue({ elements: vi.fn() });
    mockFetch({
      'GET /v1/config': () => json({ paymentGateway: 'stripe', stripePublishableKey: 'pk_test_1' }),
    });
    const { result } = renderHook(() => usePayments(), { wrapper });
    await waitFor(() => expect(result.current?.gateway).toBe('stripe'));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
  });
});
