import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { PickersSectionElement } from '@mui/x-date-pickers/PickersSectionList';

type SectionType = 'day' | 'month' | 'year' | 'hours' | 'minutes';

const TOKEN_TYPES: Record<string, SectionType> = {
  d: 'day',
  M: 'month',
  y: 'year',
  H: 'hours',
  m: 'minutes',
};

interface FormatToken {
  type: SectionType;
  token: string;
  /** The separator up to the next token: MUI shows it after this section. */
  after: string;
}

/** `dd.MM.yyyy HH:mm` as its tokens and separators; only the tokens the portal's pickers use. */
export function formatTokens(format: string): FormatToken[] {
  const tokens: FormatToken[] = [];
  for (const match of format.matchAll(/([dMyHm])\1*|[^dMyHm]+/g)) {
    const type = match[1] ? TOKEN_TYPES[match[1]] : undefined;
    const last = tokens.at(-1);
    if (type) tokens.push({ type, token: match[0], after: '' });
    else if (last) last.after += match[0];
    else throw new Error(`A picker format starts with a token: ${format}`);
  }
  return tokens;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const daysInMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/** The date-fns formats MUI's adapter uses, through Intl: the same words in en, de and fr. */
const monthName = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long' }).format(date);

/** The open button's date, as the adapter's `fullDate` (`PP`: "Dec 1, 2025", "1. Dez. 2025"). */
export const fullDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

interface SectionValue {
  text: string;
  now: number;
  /** What a screen reader says beside the number, as MUI's field: the month's name, the day. */
  spoken?: string;
  min: number;
  max: number;
}

function sectionValue({ type, token }: FormatToken, date: Date, language: string): SectionValue {
  switch (type) {
    case 'day':
      return {
        text: pad(date.getDate(), token.length),
        now: date.getDate(),
        spoken: String(date.getDate()),
        min: 1,
        max: daysInMonth(date),
      };
    case 'month': {
      const month = date.getMonth() + 1;
      const text = token.length >= 3 ? monthName(date, language) : pad(month, token.length);
      return { text, now: month, spoken: monthName(date, language), min: 1, max: 12 };
    }
    case 'year':
      return { text: pad(date.getFullYear(), token.length), now: date.getFullYear(), min: 0, max: 9999 };
    case 'hours':
      return { text: pad(date.getHours(), token.length), now: date.getHours(), min: 0, max: 23 };
    case 'minutes':
      return { text: pad(date.getMinutes(), token.length), now: date.getMinutes(), min: 0, max: 59 };
  }
}

function placeholder({ type, token }: FormatToken, texts: PickersLocaleText): string {
  const contentType = type === 'month' && token.length >= 3 ? 'letter' : 'digit';
  switch (type) {
    case 'day':
      return texts.fieldDayPlaceholder({ format: token });
    case 'month':
      return texts.fieldMonthPlaceholder({ format: token, contentType });
    case 'year':
      return texts.fieldYearPlaceholder({ format: token, digitAmount: token.length });
    case 'hours':
      return texts.fieldHoursPlaceholder({ format: token });
    case 'minutes':
      return texts.fieldMinutesPlaceholder({ format: token });
  }
}

/**
 * The sections MUI's field renders for `value` in `format` (text, separators, spin button
 * attributes), without the picker: the stand-in shows and announces what the picker will.
 * Not editable: a key pressed here waits for the picker (see `replay-keys.ts`).
 */
export function standInSections(
  format: string,
  value: Date | null,
  language: string,
  texts: PickersLocaleText,
): PickersSectionElement[] {
  return formatTokens(format).map((token, index) => {
    const section = value ? sectionValue(token, value, language) : null;
    return {
      container: { 'data-sectionindex': index } as PickersSectionElement['container'],
      before: { children: '' },
      after: { children: token.after },
      content: {
        role: 'spinbutton',
        tabIndex: index === 0 ? 0 : -1,
        'aria-label': texts[token.type],
        'aria-valuenow': section?.now,
        'aria-valuemin': section?.min ?? (token.type === 'day' || token.type === 'month' ? 1 : 0),
        'aria-valuemax':
          section?.max ?? { day: 31, month: 12, year: 9999, hours: 23, minutes: 59 }[token.type],
        'aria-valuetext': section ? section.spoken : texts.empty,
        'aria-readonly': false,
        'aria-disabled': false,
        children: section ? section.text : placeholder(token, texts),
        'data-range-position': undefined,
      },
    };
  });
}

/** The text of the picker's hidden input (what a form reads): the sections and separators, or nothing. */
export function standInText(format: string, value: Date | null, language: string): string {
  if (!value) return '';
  return formatTokens(format)
    .map((token) => sectionValue(token, value, language).text + token.after)
    .join('');
}
