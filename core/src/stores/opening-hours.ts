import type { OpeningHours, OpeningStatus } from '../contract/store.contract';

/** Issue 10 §1: a store's week of opening hours read at an instant in the store's own time zone. */

/** A local moment: ISO day (1 Monday … 7 Sunday) and minutes since midnight. */
export interface LocalMoment {
  readonly day: number;
  readonly minutes: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** 'HH:MM' → minutes since midnight. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The day and wall-clock time at `instant` in the IANA zone (`Intl`, no table of offsets here). */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS[part('weekday')] ?? 1, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether a time zone name is one `Intl` knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Open now (opens ≤ now < closes on today's entries), and otherwise the next opening within the coming week: later
 * today, or the first opening of the next day that has one. A week with no entry never opens (opensAt null).
 */
export function openingStatusAt(hours: OpeningHours, moment: LocalMoment): OpeningStatus {
  const open = hours.find((h) => h.day === moment.day && minutesOf(h.opens) <= moment.minutes && moment.minutes < minutesOf(h.closes));
  if (open) return { openNow: true, closesAt: open.closes, opensAt: null };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = ((moment.day - 1 + ahead) % 7) + 1;
    const candidates = hours
      .filter((h) => h.day === day && (ahead > 0 || minutesOf(h.opens) > moment.minutes))
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    if (candidates.length > 0) return { openNow: false, closesAt: null, opensAt: { day, time: candidates[0]!.opens } };
  }
  return { openNow: false, closesAt: null, opensAt: null };
}

/** The status of a store at `instant` (from the Clock port) in its time zone. */
export const openingStatus = (hours: OpeningHours, instant: Date, timeZone: string): OpeningStatus =>
  openingStatusAt(hours, localMoment(instant, timeZone));

/** A week's hours are consistent: each entry closes after it opens. */
export const hoursAreConsistent = (hours: OpeningHours): boolean => hours.every((h) => minutesOf(h.opens) < minutesOf(h.closes));
