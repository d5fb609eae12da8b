import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS_IT, ORDER_STATUSES } from '../../../contract/order-life';
import { carrierLabel, STATUS_LABELS, STATUS_ORDER, statusLabel } from './labels';

// The staff's status labels are contract/order-life.ts's (decision 226), declared here for
// Lingui: the same Italian texts, translated in the five catalogs, each language's the shopper's
// words with a capital.

const LANGS = ['it', 'en', 'fr', 'es', 'de'];
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const translation = (po: string, id: string) => po.match(new RegExp(`^msgid "${id}"\\nmsgstr "(.*)"$`, 'm'))?.[1];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe("the staff's status labels", () => {
  it.each(ORDER_STATUSES)('%s reads the table\'s Italian label', (status) => {
    expect(STATUS_LABELS[status].message).toBe(ORDER_STATUS_LABELS_IT[status].staff);
  });

  it('list every status in the filters', () => {
    expect([...STATUS_ORDER].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(LANGS)("are translated in %s as the shopper's words", (lang) => {
    const staff = read(`src/admin/locales/${lang}/admin.po`);
    const shop = read(`src/locales/${lang}/orders.po`);
    const read_ = ORDER_STATUSES.map((status) => {
      const { shopper, staff: label } = ORDER_STATUS_LABELS_IT[status];
      return [status, translation(staff, label), capital(translation(shop, shopper) ?? '')];
    });
    expect(read_.filter(([, staffText, shopperText]) => !staffText || staffText !== shopperText)).toEqual([]);
  });
});

describe('statusLabel', () => {
  it('tells a pickup handed over at the counter from a shipped order', () => {
    expect(statusLabel('shipped', 'pickup').message).toBe('Ritirato dal cliente');
    expect(statusLabel('shipped', 'courier').message).toBe('Spedito');
    expect(statusLabel('awaitPickup', 'pickup').message).toBe('Pronto per il ritiro');
  });
});

describe('carrierLabel', () => {
  it("names a courier by its name, the shop's own delivery in the back office's words, and no carrier for a pickup", () => {
    expect(carrierLabel('brt')).toBe('BRT');
    expect(carrierLabel('poste')).toBe('Poste Italiane');
    // The contract's name for 'other' is English ('Other'): the order page read it on an Italian screen.
    expect(carrierLabel('other')).toMatchObject({ message: 'Altro' });
    // Handed over at the counter: 'Pickup' read as a courier under 'Spedizione'.
    expect(carrierLabel('pickup')).toBeNull();
  });
});
