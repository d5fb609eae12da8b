import { describe, expect, it } from 'vitest';
import type { ArticleAttribute } from '../../../../contract/catalogue';
import { chosenOptionIds, chosenVariantId, initialSelection, openAttributes, selectionReducer } from './selection-state';

// Size (S=2, M=3) × colour (black=11, blue=14, yellow=16), as a seeded jersey:
// 129 S/blue, 130 S/yellow, 131 S/black (sold out), 132 M/blue, 133 M/black.
function attributes(selected: { size?: number; colour?: number } = {}, soldOut: number[] = [131]): ArticleAttribute[] {
  const inStock = (ids: number[]) => ids.filter((id) => !soldOut.includes(id));
  return [
    {
      id: 1, slug: 'taglia', name: 'Taglia', selected: selected.size ?? null,
      options: [
        { id: 2, value: 'S', variants: [129, 130, 131], variants2: inStock([129, 130, 131]) },
        { id: 3, value: 'M', variants: [132, 133], variants2: inStock([132, 133]) },
      ],
    },
    {
      id: 2, slug: 'colore', name: 'Colore', selected: selected.colour ?? null,
      options: [
        { id: 11, value: 'Nero', color1: '#1b1b1b', variants: [131, 133], variants2: inStock([131, 133]) },
        { id: 14, value: 'Blu', color1: '#1e40af', variants: [129, 132], variants2: inStock([129, 132]) },
        { id: 16, value: 'Giallo fluo', color1: '#e6ee00', variants: [130], variants2: inStock([130]) },
      ],
    },
  ];
}

describe('selection state', () => {
  it('starts empty on a container and emits no variant', () => {
    const state = initialSelection(attributes());
    expect(state.selection).toEqual({ 1: null, 2: null });
    expect(chosenVariantId(state)).toBeNull();
    expect(chosenOptionIds(state)).toBeNull();
    expect(openAttributes(state)).toEqual([1, 2]);
  });

  it('disables the options nothing in stock matches', () => {
    const state = selectionReducer(initialSelection(attributes()), { type: 'choose', attributeId: 1, optionId: 3 });
    expect([...state.disabled].sort()).toEqual([16]);
    const small = selectionReducer(initialSelection(attributes()), { type: 'choose', attributeId: 1, optionId: 2 });
    expect(small.disabled.has(11)).toBe(true);
  });

  it('emits the variant id only when every attribute is chosen', () => {
    let state = initialSelection(attributes());
    state = selectionReducer(state, { type: 'choose', attributeId: 2, optionId: 14 });
    expect(chosenVariantId(state)).toBeNull();
    expect(openAttributes(state)).toEqual([1]);
    state = selectionReducer(state, { type: 'choose', attributeId: 1, optionId: 3 });
    expect(chosenVariantId(state)).toBe(132);
    expect(chosenOptionIds(state)).toEqual([3, 14]);
  });

  it('clears a choice that becomes disabled when the stock changes', () => {
    let state = initialSelection(attributes());
    state = selectionReducer(state, { type: 'choose', attributeId: 1, optionId: 2 });
    state = selectionReducer(state, { type: 'choose', attributeId: 2, optionId: 16 });
    expect(chosenVariantId(state)).toBe(130);
    // The small yellow jersey sells out meanwhile: yellow is cleared, the size stays.
    state = selectionReducer(state, { type: 'sync', attributes: attributes({}, [131, 130]) });
    expect(state.selection).toEqual({ 1: 2, 2: null });
    expect(state.disabled.has(16)).toBe(true);
    expect(chosenVariantId(state)).toBeNull();
  });

  it('ignores a disabled option', () => {
    const small = selectionReducer(initialSelection(attributes()), { type: 'choose', attributeId: 1, optionId: 2 });
    expect(selectionReducer(small, { type: 'choose', attributeId: 2, optionId: 11 })).toBe(small);
  });

  it('starts a variant page from its own options and follows the route to a sibling', () => {
    const state = initialSelection(attributes({ size: 3, colour: 11 }));
    expect(chosenVariantId(state)).toBe(133);
    const sibling = selectionReducer(state, { type: 'sync', attributes: attributes({ size: 2, colour: 14 }) });
    expect(chosenVariantId(sibling)).toBe(129);
  });

  it("keeps a sold-out variant page's own options although they are disabled", () => {
    const state = initialSelection(attributes({ size: 2, colour: 11 }));
    expect(state.disabled.has(11)).toBe(true);
    const synced = selectionReducer(state, { type: 'sync', attributes: attributes({ size: 2, colour: 11 }) });
    expect(synced.selection).toEqual({ 1: 2, 2: 11 });
    expect(chosenVariantId(synced)).toBe(131);
  });
});
