import type { AdminUserSubscription } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { userDetail } from '../../test/user-detail-fixture';
import { SubscriptionsCard } from './subscriptions-card';

const base = userDetail(42).active_subscriptions[0] as AdminUserSubscription;

describe('the subscriptions card of the user detail', () => {
  it('shows a paused subscription with its pause, and why a cancelled one was cancelled', () => {
    renderWithProviders(
      <SubscriptionsCard
        timeZone="UTC"
        subscriptions={[
          {
            ...base,
            stripe_status: 'paused',
            pause: { starts_at: '2026-12-12T10:00:00.000Z', ends_at: '2027-02-12T10:00:00.000Z' },
          },
          {
            ...base,
            id: 'sub_2',
            name: 'DMP Professional',
            stripe_status: 'canceled',
            cancellation: {
              reason: 'switched_service',
              comment: 'Our agency\nuses another tool.',
              canceled_at: '2026-11-30T09:00:00.000Z',
            },
          },
        ]}
      />,
    );
    const [paused, cancelled] = screen.getAllByTestId('user-subscription-row');
    expect(within(paused as HTMLElement).getByText('paused')).toBeTruthy();
    expect(within(paused as HTMLElement).getByTestId('user-subscription-pause').textContent).toBe(
      'Paused from Dec 12, 2026 until Feb 12, 2027',
    );
    expect(within(paused as HTMLElement).queryByTestId('user-subscription-cancellation')).toBeNull();
    expect(within(cancelled as HTMLElement).getByText('canceled')).toBeTruthy();
    expect(within(cancelled as HTMLElement).getByTestId('user-subscription-cancellation').textContent).toBe(
      'Cancelled on Nov 30, 2026: Switched to another service“Our agency\nuses another tool.”',
    );
  });
});
