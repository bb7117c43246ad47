/**
 * The browser's first use of `Intl` in a page reads ICU's locale data, and the page's first hydration needs it
 * (react-intl's createIntl checks the locale is supported; prices and counts are formatted). Measured in Chromium on
 * a 2-core VM: the likely-subtags data for `Locale.maximize` 5–13 ms, then the shared locale data and the list of
 * locales a service supports, read by the first service asked (the collator) 10–40 ms, NumberFormat's and
 * DateTimeFormat's lists 2–8 ms each; the rest under a millisecond. Each of those is one native call: it cannot be cut
 * into shorter tasks, and on a phone (4× slower) the longest made a long task of its own (issue 6 §6, TBT).
 *
 * ICU's data and V8's lists of supported locales are kept once per process, shared by its threads: made in a worker
 * (locale-data.worker.ts) on another core, the same calls on the page's main thread then take under a millisecond.
 */
export const LOCALE_DATA: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => Intl.Collator.supportedLocalesOf(locale),
  (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
  (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale),
  (locale) => Intl.PluralRules.supportedLocalesOf(locale) && new Intl.PluralRules(locale).select(1),
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1),
];

/** What the page sends the worker: the document's language. */
export interface LocaleDataRequest {
  readonly locale: string;
}
