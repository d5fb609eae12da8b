import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS_IT, ORDER_STATUSES } from '../../../contract/order-life';
import { ORDER_STATUS_LABELS } from './order-status';

// The shopper's status labels are contract/order-life.ts's (decision 226), declared here for
// Lingui: the same Italian texts, and a translation in each of the shop's five languages.

const LANGS = ['it', 'en', 'fr', 'es', 'de'];
const catalog = (lang: string) => readFileSync(join(process.cwd(), 'src/locales', lang, 'orders.po'), 'utf8');
const translation = (po: string, id: string) => po.match(new RegExp(`^msgid "${id}"\\nmsgstr "(.*)"$`, 'm'))?.[1];

describe("the shopper's status labels", () => {
  it.each(ORDER_STATUSES)('%s reads the table\'s Italian label', (status) => {
    expect(ORDER_STATUS_LABELS[status].message).toBe(ORDER_STATUS_LABELS_IT[status].shopper);
  });

  it.each(LANGS)('are translated in %s', (lang) => {
    const po = catalog(lang);
    const missing = ORDER_STATUSES.filter((status) => !translation(po, ORDER_STATUS_LABELS_IT[status].shopper));
    expect(missing).toEqual([]);
  });
});
