import { describe, expect, it } from 'vitest';
import { compareLines, NoticeCollector, refusalNotice } from './notices';
import { serverItem } from './test-data';

const line = (over: Parameters<typeof serverItem>[0]) => serverItem(over);
const byKey = (...items: ReturnType<typeof serverItem>[]) => new Map(items.map((i) => [`a${i.articleId}`, i]));

describe('cart notices', () => {
  it('tell, per line, what the server changed: gone, unavailable, reduced, price', () => {
    const before = byKey(line({ articleId: 1 }), line({ articleId: 2, quantity: 4 }), line({ articleId: 3 }), line({ articleId: 4 }), line({ articleId: 5 }));
    const after = byKey(
      line({ articleId: 2, quantity: 2 }),
      line({ articleId: 3, issue: 'outOfStock' }),
      line({ articleId: 4, prices: { gross: 1200, discount: 0, unit: 1200, total: 1200 } }),
      line({ articleId: 5 }),
    );
    expect(compareLines(before, after)).toEqual([
      { lineKey: 'a1', kind: 'gone', name: 'Articolo 1' },
      { lineKey: 'a2', kind: 'reduced', name: 'Articolo 2', quantity: 2 },
      { lineKey: 'a3', kind: 'unavailable', name: 'Articolo 3' },
      { lineKey: 'a4', kind: 'priceChanged', name: 'Articolo 4', oldPrice: 1000, newPrice: 1200 },
    ]);
  });

  it('say nothing of a line that only grew, or that was unavailable already', () => {
    const before = byKey(line({ articleId: 1 }), line({ articleId: 2, issue: 'unavailable' }));
    const after = byKey(line({ articleId: 1, quantity: 3 }), line({ articleId: 2, issue: 'unavailable' }));
    expect(compareLines(before, after)).toEqual([]);
  });

  it('keep one notice per line in a run, the most important, and a price change from its first value', () => {
    const collector = new NoticeCollector();
    collector.add([{ lineKey: 'a1', kind: 'priceChanged', name: 'A', oldPrice: 1000, newPrice: 1100 }]);
    collector.add([{ lineKey: 'a1', kind: 'priceChanged', name: 'A', oldPrice: 1100, newPrice: 1200 }]);
    collector.add([{ lineKey: 'a2', kind: 'unavailable', name: 'B' }, { lineKey: 'a2', kind: 'reduced', name: 'B', quantity: 1 }]);
    collector.add([{ lineKey: 'a3', kind: 'priceChanged', name: 'C', oldPrice: 1000, newPrice: 1100 }]);
    collector.add([{ lineKey: 'a3', kind: 'priceChanged', name: 'C', oldPrice: 1100, newPrice: 1000 }]);
    expect(collector.drafts).toEqual([
      { lineKey: 'a1', kind: 'priceChanged', name: 'A', oldPrice: 1000, newPrice: 1200 },
      { lineKey: 'a2', kind: 'unavailable', name: 'B' },
    ]);
  });

  it('turn refusals into what the user should hear', () => {
    const outOfStock = { code: 'OUT_OF_STOCK', message: '2 pezzi disponibili', statusCode: 409, payload: { available: 2, inCart: 0 } };
    expect(refusalNotice('a1', 'Ruota', outOfStock)).toMatchObject({ kind: 'refused', quantity: 2 });
    expect(refusalNotice('a1', 'Ruota', { code: 'ITEM_NOT_FOUND', message: '', statusCode: 404 }).kind).toBe('gone');
    expect(refusalNotice('a1', 'Ruota', { code: 'ARTICLE_UNAVAILABLE', message: '', statusCode: 409 }).kind).toBe('unavailable');
  });
});
