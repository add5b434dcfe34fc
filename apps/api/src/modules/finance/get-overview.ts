import {
  type CurrencyOverview,
  FINANCE_CURRENCIES,
  type FinanceCurrency,
  type FinanceOverview,
  PRODUCT_LINES,
} from '@portal/contract';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { chartMonths } from './finance-months';
import { currencyIdOf, currencyOf } from './finance-sql';
import { moneyByMonth } from './money-by-month';
import { keptMrr } from './mrr-kept';

const ARR_MONTHS = 12;

/**
 * `GET /v1/finance/overview`: MRR and ARR now per currency and product line, their movement since
 * the same instant a month ago, and twelve months of MRR, invoiced, collected and refunded money.
 * A currency shows when it has any figure in the window.
 */
export async function getFinanceOverview(
  executor: Executor,
  clock: Clock,
  query: { currency?: FinanceCurrency | undefined },
): Promise<FinanceOverview> {
  const now = clock.now();
  const months = chartMonths(now);
  const current = months.length - 1;
  const closed = months.slice(0, current).map((month) => month.at);
  const currencyId = query.currency ? currencyIdOf(query.currency) : null;
  const [mrr, thisMonth] = await Promise.all([
    keptMrr(executor, closed, now, currencyId),
    moneyByMonth(executor, new Date(`${months[current]?.month}-01T00:00:00.000Z`), currencyId),
  ]);
  const money = mrr.money
    ? [...mrr.money, ...thisMonth]
    : await moneyByMonth(executor, new Date(`${months[0]?.month}-01T00:00:00.000Z`), currencyId);

  const currencies: CurrencyOverview[] = [];
  for (const currency of FINANCE_CURRENCIES) {
    const id = currencyIdOf(currency);
    const cells = mrr.cells.filter((cell) => cell.currencyId === id);
    const moneyRows = money.filter((row) => row.currencyId === id);
    if (cells.length === 0 && moneyRows.length === 0) continue;
    const nowCells = cells.filter((cell) => cell.k === current);
    const total = nowCells.reduce((sum, cell) => sum + cell.mrr, 0);
    const lines = PRODUCT_LINES.map((line) => {
      const cell = nowCells.find((each) => each.line === line);
      const lineMrr = cell?.mrr ?? 0;
      return { line, mrr: lineMrr, arr: lineMrr * ARR_MONTHS, subscriptions: cell?.subscriptions ?? 0 };
    });
    const moved = mrr.movements.find((row) => row.currencyId === id);
    currencies.push({
      currency: currencyOf(id),
      mrr: total,
      arr: total * ARR_MONTHS,
      subscriptions: nowCells.reduce((sum, cell) => sum + cell.subscriptions, 0),
      lines,
      movement: {
        previous: moved?.previous ?? 0,
        new: moved?.new ?? 0,
        expansion: moved?.expansion ?? 0,
        contraction: moved?.contraction ?? 0,
        churn: moved?.churn ?? 0,
        paused: moved?.paused ?? 0,
      },
      months: months.map((month, k) => {
        const row = moneyRows.find((each) => each.month === month.month);
        return {
          month: month.month,
          mrr: cells.filter((cell) => cell.k === k).reduce((sum, cell) => sum + cell.mrr, 0),
          invoiced: row?.invoiced ?? 0,
          collected: row?.collected ?? 0,
          refunded: row?.refunded ?? 0,
        };
      }),
    });
  }
  return { asOf: now.toISOString(), currencies };
}
