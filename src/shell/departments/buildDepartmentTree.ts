import type { Department } from '../../../contract/shop';

/** docs/product/content.md#shell: department menus nest up to three levels. */
export const MAX_MENU_DEPTH = 3;

export interface DepartmentNode {
  department: Department;
  /** 1 for a root department. */
  depth: number;
  children: DepartmentNode[];
}

/**
 * Turns the shop's flat department list into a tree by `parent`, keeping the server's order.
 * A department whose parent is not in the list counts as a root, so a missing parent never hides
 * a branch; anything deeper than `maxDepth` is left out of the menu; a cycle in the data
 * (a parent chain that never reaches a root) is left out instead of looping.
 */
export function buildDepartmentTree(flat: readonly Department[], maxDepth = MAX_MENU_DEPTH): DepartmentNode[] {
  const ids = new Set(flat.map((d) => d.id));
  const childrenOf = new Map<number | null, Department[]>();
  for (const department of flat) {
    const key = department.parent !== null && ids.has(department.parent) ? department.parent : null;
    const siblings = childrenOf.get(key) ?? [];
    siblings.push(department);
    childrenOf.set(key, siblings);
  }
  const grow = (parent: number | null, depth: number): DepartmentNode[] => {
    if (depth > maxDepth) return [];
    return (childrenOf.get(parent) ?? []).map((department) => ({
      department,
      depth,
      children: grow(department.id, depth + 1),
    }));
  };
  return grow(null, 1);
}
