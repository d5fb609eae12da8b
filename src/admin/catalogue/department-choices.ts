// The departments as a form offers them: each under its own parents, named with them
// ("Bici / Strada"), in the tree's order, so a new article is filed where the staff meant.
import type { Department } from '../../../contract/shop';

export interface DepartmentChoice {
  id: number;
  /** The names from the root down, joined: unambiguous whatever the list's order. */
  label: string;
  depth: number;
}

export function departmentChoices(departments: readonly Department[]): DepartmentChoice[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const chainOf = (department: Department): Department[] => {
    const chain: Department[] = [];
    const seen = new Set<number>();
    for (let at: Department | undefined = department; at && !seen.has(at.id); at = at.parent === null ? undefined : byId.get(at.parent)) {
      seen.add(at.id);
      chain.unshift(at);
    }
    return chain;
  };
  const chains = departments.map((d) => ({ id: d.id, chain: chainOf(d) }));
  // Tree order: a parent before its children, siblings by name.
  const key = (chain: Department[]) => chain.map((d) => d.name.toLocaleLowerCase('it'));
  chains.sort((a, b) => {
    const [ka, kb] = [key(a.chain), key(b.chain)];
    for (let i = 0; i < Math.min(ka.length, kb.length); i += 1) {
      const order = ka[i]!.localeCompare(kb[i]!, 'it');
      if (order !== 0) return order;
    }
    return ka.length - kb.length;
  });
  return chains.map(({ id, chain }) => ({ id, label: chain.map((d) => d.name).join(' / '), depth: chain.length - 1 }));
}
