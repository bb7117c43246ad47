import { err, ok, type Result } from 'neverthrow';

/** A day in the calendar, with no time and no zone (birth dates, expiry months, date bounds). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year/month/day name a real day (years 1 to 9999). */
export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
  year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Negative, zero or positive as `a` is before, on or after `b`. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** Tokens a date format is made of; every other character of the format must appear as typed. */
const TOKENS = { YYYY: '(\\d{4})', MM: '(\\d{2})', DD: '(\\d{2})' } as const;
type Token = keyof typeof TOKENS;

export type DateFormatError = { readonly type: 'InvalidDateFormat'; readonly format: string };

/** A compiled date format such as `MM/DD/YYYY`, `DD.MM.YYYY` or `YYYY-MM-DD`: each of YYYY, MM, DD exactly once. */
export interface DateFormat {
  readonly format: string;
  readonly pattern: RegExp;
  readonly order: readonly Token[];
}

export function compileDateFormat(format: string): Result<DateFormat, DateFormatError> {
  let source = '';
  const order: Token[] = [];
  for (let i = 0; i < format.length; ) {
    const token = (Object.keys(TOKENS) as Token[]).find((t) => format.startsWith(t, i));
    if (token !== undefined) {
      source += TOKENS[token];
      order.push(token);
      i += token.length;
    } else {
      source += format[i]!.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      i += 1;
    }
  }
  const complete = order.length === 3 && new Set(order).size === 3;
  return complete ? ok({ format, pattern: new RegExp(`^${source}$`), order }) : err({ type: 'InvalidDateFormat', format });
}

/** A date typed in a format, if it matches the format and is a real day. */
export function parseCalendarDate(value: string, format: DateFormat): CalendarDate | null {
  const match = format.pattern.exec(value.trim());
  if (match === null) return null;
  const parts: Record<Token, number> = { YYYY: 0, MM: 0, DD: 0 };
  format.order.forEach((token, i) => {
    parts[token] = Number(match[i + 1]);
  });
  const date = { year: parts.YYYY, month: parts.MM, day: parts.DD };
  return isRealDate(date) ? date : null;
}

/** A date written in a format (the inverse of parseCalendarDate). */
export function formatCalendarDate(date: CalendarDate, format: DateFormat): string {
  return format.format
    .replace('YYYY', String(date.year).padStart(4, '0'))
    .replace('MM', String(date.month).padStart(2, '0'))
    .replace('DD', String(date.day).padStart(2, '0'));
}

/** Whole years from `birth` to `today` (a birthday counts from its day). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  return today.month > birth.month || (today.month === birth.month && today.day >= birth.day) ? years : years - 1;
}
