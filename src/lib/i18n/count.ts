import type { Lang } from '../../../contract/langs';

// Counts shown on a page's first render, written without Intl.NumberFormat. Lingui's plural()
// and <Plural> make one for '#' on every call, and a page's first NumberFormat loads ICU's number
// data in one uninterruptible call: 35–95 ms on a desktop core, four times that on a phone
// (decision 178). count.test.ts holds these to Intl's output.

/** Thousands separator and CLDR's minimum grouping digits (Italian and Spanish leave 4 digits whole). */
const GROUPING: Record<Lang, { separator: string; minimumDigits: number }> = {
  it: { separator: '.', minimumDigits: 5 },
  en: { separator: ',', minimumDigits: 4 },
  fr: { separator: '\u202f', minimumDigits: 4 },
  es: { separator: '.', minimumDigits: 5 },
  de: { separator: '.', minimumDigits: 4 },
};

/** A whole count as `lang` writes it: `countText(12000, 'it')` → "12.000". */
export function countText(count: number, lang: Lang): string {
  const digits = String(Math.abs(Math.trunc(count)));
  const { separator, minimumDigits } = GROUPING[lang];
  const grouped = digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return count < 0 ? `-${grouped}` : grouped;
}

// Plural rules need no number data: making one is cheap (2–7 ms the first time here).
const rules = new Map<Lang, Intl.PluralRules>();

/** Whether `lang` uses its singular form for `count` (French also for 0). */
export function takesSingular(count: number, lang: Lang): boolean {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return rule.select(count) === 'one';
}
