import { useState } from 'react';
import type { BundleMember } from '../../../../contract/catalogue';
import { chosenVariantId, initialSelection, openAttributes, selectionReducer, type SelectionState } from '../selection/selection-state';

/** What is chosen for one bundle member (docs/product/catalogue.md#bundles: each member has its own variant selector). */
export interface BundleMemberChoice {
  memberId: number;
  /** Members with attributes need a variant chosen; simple members need nothing. */
  needsChoice: boolean;
  /** The chosen variant once every attribute is chosen, else null; simple members: null. */
  variantId: number | null;
  /** Attribute ids still open, in order. */
  missing: number[];
}

export interface BundleState {
  states: Readonly<Record<number, SelectionState>>;
  choices: BundleMemberChoice[];
  choose: (memberId: number, attributeId: number, optionId: number) => void;
}

function initialStates(members: readonly BundleMember[]): Record<number, SelectionState> {
  return Object.fromEntries(members.map((m) => [m.id, initialSelection(m.attributes)]));
}

/** The bundle members' selections, kept in the product page's state (the cart plugs into them). */
export function useBundleState(members: readonly BundleMember[]): BundleState {
  const [states, setStates] = useState(() => initialStates(members));
  const [seen, setSeen] = useState(members);
  if (seen !== members) {
    // Fresh data of the same bundle (a refetch): keep each member's choices unless now disabled.
    setSeen(members);
    setStates((previous) => Object.fromEntries(members.map((m) => {
      const before = previous[m.id];
      return [m.id, before ? selectionReducer(before, { type: 'sync', attributes: m.attributes }) : initialSelection(m.attributes)];
    })));
  }
  const choices = members.map((member): BundleMemberChoice => {
    const state = states[member.id] ?? initialSelection(member.attributes);
    const needsChoice = member.attributes.length > 0;
    return { memberId: member.id, needsChoice, variantId: needsChoice ? chosenVariantId(state) : null, missing: needsChoice ? openAttributes(state) : [] };
  });
  return {
    states,
    choices,
    choose: (memberId, attributeId, optionId) => setStates((previous) => {
      const state = previous[memberId];
      return state ? { ...previous, [memberId]: selectionReducer(state, { type: 'choose', attributeId, optionId }) } : previous;
    }),
  };
}
