import { describe, expect, it } from 'vitest';
import { piecesAvailable } from './texts.js';

describe('piecesAvailable', () => {
  it("says 'N pezzo disponibile / pezzi disponibili' with each language's plural", () => {
    expect(piecesAvailable(1)).toEqual({
      it: '1 pezzo disponibile', en: '1 piece available', fr: '1 pièce disponible', es: '1 unidad disponible', de: '1 Stück verfügbar',
    });
    expect(piecesAvailable(4)).toMatchObject({ it: '4 pezzi disponibili', en: '4 pieces available', fr: '4 pièces disponibles' });
    expect(piecesAvailable(0)).toMatchObject({ it: '0 pezzi disponibili', fr: '0 pièce disponible' });
  });
});
