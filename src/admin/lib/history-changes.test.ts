import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { historyChanges, shortText } from './history-changes';

const changes = (action: string, before: unknown, after: unknown) => historyChanges({ action, before, after, refusal: null }, i18n)
  // Intl writes a narrow no-break space before the euro sign.
  .map((line) => line.replace(/\u00a0|\u202f/g, ' '));

describe('historyChanges', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

  it("says an article's change field by field, amounts the Italian way", () => {
    expect(changes('article.update',
      { price: 2500, discountedPrice: null, stock: 5, onSale: true },
      { price: 987_650, discountedPrice: 900_000, stock: 12, onSale: false },
    )).toEqual([
      'Prezzo: 25,00 € → 9.876,50 €',
      'Prezzo scontato: nessuno → 9.000,00 €',
      'Pezzi in stock: 5 → 12',
      'In vendita: sì → no',
    ]);
  });

  it('says each language of a text that changed, a description without its markup and shortened', () => {
    const long = `<p>Telaio in <strong>alluminio</strong> idroformato, ${'molto '.repeat(20)}leggero</p>`;
    expect(changes('article.update',
      { names: { it: 'Bici', en: 'Bike' }, descriptions: { it: '<p>Vecchia</p>' } },
      { names: { it: 'Bici', en: 'Bicycle', de: 'Fahrrad' }, descriptions: { it: long } },
    )).toEqual([
      'Nome (en): «Bike» → «Bicycle»',
      'Nome (de): nessuno → «Fahrrad»',
      `Descrizione (it): «Vecchia» → «${shortText(long)}»`,
    ]);
    expect(shortText(long)).toHaveLength(60);
    expect(shortText(long)).toMatch(/^Telaio in alluminio idroformato, molto .*…$/);
  });

  it("says a variant's change under the variant", () => {
    expect(changes('article.update', { variants: { 12: { price: 1000 } } }, { variants: { 12: { price: 1250 } } }))
      .toEqual(['Variante 12 — Prezzo: 10,00 € → 12,50 €']);
    expect(historyChanges({ action: 'article.update', before: { variants: { 12: { onSale: true } } }, after: { variants: { 12: { onSale: false } } }, refusal: null }, i18n, { 12: 'BICI-M' }))
      .toEqual(['Variante BICI-M — In vendita: sì → no']);
  });

  it("says a picture's changes: text alternative, order, one taken off, one added", () => {
    expect(changes('article.imageAlt', { image: 'k', alt: { it: 'Bici' } }, { image: 'k', alt: { it: 'Bici rossa', en: 'Red bike' } }))
      .toEqual(['Testo alternativo (it): «Bici» → «Bici rossa»', 'Testo alternativo (en): nessuno → «Red bike»']);
    expect(changes('article.imagesOrdered', { order: ['a', 'b', 'c'] }, { order: ['c', 'a', 'b'] }))
      .toEqual(["Ordine delle 3 immagini: ora 3, 1, 2 (com'erano prima)"]);
    expect(changes('article.imageDeleted', { image: 'b', position: 2, pictures: 3 }, { pictures: 2 })).toEqual(["Era l'immagine 2; ne restano 2"]);
    expect(changes('article.image', null, { image: 'k', width: 640, height: 480, position: 0 })).toEqual(['Immagine 1, 640 × 480 pixel']);
  });

  it('says nothing of a refusal, an order action, or fields it does not know', () => {
    expect(historyChanges({ action: 'article.update', before: { price: 1 }, after: { price: 2 }, refusal: { code: 'X', statusCode: 400 } }, i18n)).toEqual([]);
    expect(changes('order.shipped', { status: 'pending' }, { status: 'shipped' })).toEqual([]);
    expect(changes('article.update', { secretCode: 1 }, { secretCode: 2 })).toEqual([]);
  });
});
