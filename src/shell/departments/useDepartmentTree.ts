import { useMemo } from 'react';
import { useShop } from '../../lib';
import { buildDepartmentTree, type DepartmentNode } from './buildDepartmentTree';

/** The shop's departments as a menu tree (three levels at most). */
export function useDepartmentTree(): DepartmentNode[] {
  const { departments } = useShop();
  return useMemo(() => buildDepartmentTree(departments), [departments]);
}
