import { useReducer, useState } from 'react';
import type { ArticleAttribute } from '../../../../contract/catalogue';
import {
  chosenOptionIds, chosenVariantId, initialSelection, openAttributes, selectionReducer, type SelectionState,
} from './selection-state';

export interface VariantSelection {
  state: SelectionState;
  /** Applies a choice; returns the state it leads to (so a caller can act on it at once). */
  choose: (attributeId: number, optionId: number) => SelectionState;
  /** The variant with every chosen option; null while an attribute is open. */
  variantId: number | null;
  /** The chosen option ids in attribute order; null while an attribute is open. */
  optionIds: number[] | null;
  /** Attribute ids still to choose, in order. */
  missing: number[];
}

/**
 * The selector state of one article's attributes. New attributes of the same product (the route
 * moved to a sibling variant, or fresh stock) are synced in; another product remounts its owner.
 */
export function useVariantSelection(attributes: readonly ArticleAttribute[]): VariantSelection {
  const [state, dispatch] = useReducer(selectionReducer, attributes, initialSelection);
  const [seen, setSeen] = useState(attributes);
  if (seen !== attributes) {
    setSeen(attributes);
    dispatch({ type: 'sync', attributes });
  }
  return {
    state,
    choose: (attributeId, optionId) => {
      const action = { type: 'choose', attributeId, optionId } as const;
      dispatch(action);
      return selectionReducer(state, action);
    },
    variantId: chosenVariantId(state),
    optionIds: chosenOptionIds(state),
    missing: openAttributes(state),
  };
}
