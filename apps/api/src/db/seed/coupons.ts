import { addUtcMonths } from '@portal/contract/dates';
import { coupons } from '../schema/index';
import type { Seeder } from './context';

type CouponInsert = typeof coupons.$inferInsert;

/** The demo coupons: one that discounts the first invoice, one for good, one that has run out. */
export function demoCoupons(now: Date): CouponInsert[] {
  const monthAgo = addUtcMonths(now, -1);
  return [
    { code: 'WELCOME10', name: 'Welcome 10 %', percentOff: 10, duration: 'once' },
    { code: 'PARTNER25', name: 'Partner 25 %', percentOff: 25, duration: 'forever' },
    { code: 'EXPIRED20', name: 'Expired 20 %', percentOff: 20, duration: 'once', expiresAt: monthAgo },
  ];
}

export const seedCoupons: Seeder = {
  name: 'coupons',
  async run({ db, now }) {
    await db.insert(coupons).values(demoCoupons(now)).onConflictDoNothing({ target: coupons.code });
  },
};
