import type { KeyboardEvent } from 'react';
import { moveActive, type SearchOption } from './search-options';

interface SearchKeysInput {
  options: SearchOption[];
  activeIndex: number | null;
  listOpen: boolean;
  value: string;
  setActive: (index: number | null) => void;
  openList: () => void;
  closeList: () => void;
  clear: () => void;
  choose: (option: SearchOption) => void;
  /** Escape on an empty field: the narrow-screen field folds back into its icon. */
  leave: () => void;
}

/**
 * The combobox keys (WAI-ARIA APG, list autocomplete with manual selection): ArrowDown/ArrowUp
 * walk every option across groups and wrap; Enter opens the active one; Escape closes the list,
 * a second Escape clears the field (a third folds the narrow-screen field); Tab leaves normally.
 */
export function handleSearchKey(event: KeyboardEvent<HTMLInputElement>, input: SearchKeysInput): void {
  const { options, activeIndex, listOpen } = input;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!listOpen) input.openList();
      input.setActive(moveActive(listOpen ? activeIndex : null, options.length, event.key === 'ArrowDown' ? 1 : -1));
      return;
    }
    case 'Enter': {
      const option = listOpen && activeIndex !== null ? options[activeIndex] : undefined;
      if (!option) return;
      event.preventDefault();
      input.choose(option);
      return;
    }
    case 'Escape': {
      event.preventDefault();
      // Handled here: a shell listener must not also close something else.
      event.stopPropagation();
      if (listOpen) input.closeList();
      else if (input.value !== '') input.clear();
      else input.leave();
      return;
    }
    case 'Tab':
      input.closeList();
      return;
    default:
  }
}
