import {
  choose, disabledOptions, matchingVariant, selectableFromAttributes,
  type SelectableAttribute, type SelectableVariant, type Selection,
} from '../../../../contract/rules/attribute-options';
import type { ArticleAttribute } from '../../../../contract/catalogue';

// The variant selector's state (docs/product/catalogue.md#variants). The rules themselves live in contract/rules/attribute-options.ts;
// this is the reducer around them that a selector component keeps.

export interface SelectionModel {
  attributes: SelectableAttribute[];
  variants: SelectableVariant[];
}

export interface SelectionState {
  model: SelectionModel;
  /** Attribute id → chosen option id, null while not chosen. */
  selection: Record<number, number | null>;
  /** Options no existing, in-stock variant would match given the other choices. */
  disabled: ReadonlySet<number>;
}

export type SelectionAction =
  | { type: 'choose'; attributeId: number; optionId: number | null }
  /**
   * Fresh data of the same product (a variant page reached by the route, or a refetch with new
   * stock): the article's own options are taken, other choices kept unless now disabled.
   */
  | { type: 'sync'; attributes: readonly ArticleAttribute[] };

/** From an article's attributes; a variant page arrives with its own options `selected`. */
export function initialSelection(attributes: readonly ArticleAttribute[]): SelectionState {
  const model = selectableFromAttributes(attributes);
  const selection: Record<number, number | null> = {};
  for (const attribute of attributes) selection[attribute.id] = attribute.selected;
  return { model, selection, disabled: disabledOptions(model.attributes, model.variants, selection) };
}

/**
 * Drops the choices (outside `pinned`) that are disabled under the others, last attribute first
 * (attributes are chosen in turn, so the earliest choices are the ones to keep), until none is.
 */
function withoutDisabled(model: SelectionModel, selection: Record<number, number | null>, pinned: ReadonlySet<number>): SelectionState {
  const next = { ...selection };
  for (;;) {
    const disabled = disabledOptions(model.attributes, model.variants, next);
    const stale = model.attributes.findLast((a) => !pinned.has(a.id) && next[a.id] != null && disabled.has(next[a.id]!));
    if (!stale) return { model, selection: next, disabled };
    next[stale.id] = null;
  }
}

function sync(state: SelectionState, attributes: readonly ArticleAttribute[]): SelectionState {
  const model = selectableFromAttributes(attributes);
  const selection: Record<number, number | null> = {};
  const pinned = new Set<number>();
  for (const attribute of attributes) {
    const previous = state.selection[attribute.id] ?? null;
    const kept = attribute.options.some((o) => o.id === previous) ? previous : null;
    selection[attribute.id] = attribute.selected ?? kept;
    if (attribute.selected !== null) pinned.add(attribute.id);
  }
  return withoutDisabled(model, selection, pinned);
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  if (action.type === 'sync') return sync(state, action.attributes);
  const { attributes, variants } = state.model;
  if (!attributes.some((a) => a.id === action.attributeId)) return state;
  if (action.optionId !== null && state.disabled.has(action.optionId)) return state;
  if (state.selection[action.attributeId] === action.optionId) return state;
  const next = choose(attributes, variants, state.selection, action.attributeId, action.optionId);
  return { model: state.model, selection: next.selection, disabled: next.disabled };
}

/** The chosen options in attribute order, or null while any attribute is still open. */
export function chosenOptionIds(state: SelectionState): number[] | null {
  const ids = state.model.attributes.map((a) => state.selection[a.id]);
  return ids.every((id): id is number => typeof id === 'number') ? ids : null;
}

/** The variant having every chosen option, emitted only once all attributes are chosen; else null. */
export function chosenVariantId(state: SelectionState): number | null {
  return matchingVariant(state.model.attributes, state.model.variants, state.selection as Selection);
}

/** Attributes not chosen yet, in order (the add-to-cart button opens the first of them). */
export function openAttributes(state: SelectionState): number[] {
  return state.model.attributes.filter((a) => state.selection[a.id] == null).map((a) => a.id);
}
