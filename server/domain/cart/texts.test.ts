import { describe, expect, it } from 'vitest';
import { maxPerOrder, piecesAvailable } from './texts.js';

describe('piecesAvailable', () => {
  it("says 'N pezzo disponibile / pezzi disponibili' with each language's plural", () => {
    expect(piecesAvailable(1)).toEqual({
      it: '1 pezzo disponibile', en: '1 piece available', fr: '1 pièce disponible', es: '1 unidad disponible', de: '1 Stück verfügbar',
    });
    expect(piecesAvailable(4)).toMatchObject({ it: '4 pezzi disponibili', en: '4 pieces available', fr: '4 pièces disponibles' });
    expect(piecesAvailable(0)).toMatchObject({ it: '0 pezzi disponibili', fr: '0 pièce disponible' });
  });
});

describe('maxPerOrder', () => {
  it('says a per-order maximum in the five languages, without a word about stock', () => {
    expect(maxPerOrder(5)).toEqual({
      it: 'Massimo 5 per ordine', en: 'At most 5 per order', fr: '5 maximum par commande', es: 'Máximo 5 por pedido', de: 'Höchstens 5 pro Bestellung',
    });
  });
});
