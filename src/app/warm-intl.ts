import { money } from '../lib/money';
import { nextTask } from '../lib/next-task';

// A page's first Intl object loads ICU's data: 25–45 ms on this machine's Chromium, four times
// that on a phone, and each new kind of formatter a few milliseconds more. Made during hydration,
// they lengthened its slices (a component cannot be interrupted). So boot.ts makes each kind once,
// a task each, while the app's chunks download and the main thread has nothing else to do; the
// app's own formatters of the same kind and locale are then cheap to make (decision 096).
// The kinds are those every page's first render uses: Lingui's plural rules and numbers (the
// navbar's counts), the shop's prices, the footer's country name.
const WARM_UPS: ((lang: string) => unknown)[] = [
  (lang) => new Intl.PluralRules(lang).select(1),
  (lang) => new Intl.NumberFormat(lang).format(1),
  () => money(0),
  (lang) => new Intl.DisplayNames([lang], { type: 'region' }).of('IT'),
];

/** Makes the kinds of Intl formatter the first render uses, for `lang`, one task each. */
export async function warmIntl(lang: string): Promise<void> {
  for (const warmUp of WARM_UPS) {
    await nextTask();
    try {
      warmUp(lang);
    } catch {
      // A browser without one of these APIs: the render that needs it will say so.
    }
  }
}
