import type { AppFigure, Language } from '@portal/contract';
import { formatUtcDate, utcMidnightOf } from '@portal/contract/dates';
import { t } from '../../../platform/i18n/index';
import type { MailData } from '../../../platform/mail/send-mail';
import type { DigestFigures } from './digest-figures';
import type { DigestPeriod } from './digest-period';

const dayOf = (day: string, language: Language) => formatUtcDate(utcMidnightOf(day), language);

/** The days of the period as the mail's language names them: a day, a week's range, or a month. */
export function periodLabel(period: DigestPeriod, language: Language): string {
  switch (period.interval) {
    case 'DAY':
      return dayOf(period.start, language);
    case 'WEEK':
      return `${dayOf(period.start, language)} – ${dayOf(period.end, language)}`;
    case 'MONTH':
      return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        utcMidnightOf(period.start),
      );
  }
}

/** An app's figure as the mail writes it: "not connected" before the app reported, demo figures marked. */
function appFigureText(figure: AppFigure, language: Language, number: Intl.NumberFormat): string {
  if (!figure.connected) return t(language, 'notifications.digest.notConnected');
  const text = number.format(figure.total);
  return figure.demo ? t(language, 'notifications.digest.demoFigure', { figure: text }) : text;
}

/** The digest's values, every number written the way the mail's language writes it. */
export function digestMailData(
  period: DigestPeriod,
  figures: DigestFigures,
  language: Language,
  recipient: { name: string; dashboardUrl: string },
): MailData['insights-digest'] {
  const number = new Intl.NumberFormat(language);
  return {
    name: recipient.name,
    interval: period.interval,
    period: periodLabel(period, language),
    votes: number.format(figures.votes),
    audiences: appFigureText(figures.audiences, language, number),
    impressions: appFigureText(figures.impressions, language, number),
    dashboardUrl: recipient.dashboardUrl,
  };
}
