import { useLingui } from '@lingui/react/macro';
import { DepartmentTree } from '../departments/DepartmentTree';
import { useDepartmentTree } from '../departments/useDepartmentTree';
import { Drawer } from './Drawer';

/** Left-hand, narrower drawer with the department tree (the listing's sidebar on small screens). */
export function CategoriesDrawer() {
  const { t } = useLingui();
  const tree = useDepartmentTree();
  return (
    <Drawer id="categories" title={t`Categorie`} narrow>
      <DepartmentTree nodes={tree} label={t`Categorie`} />
    </Drawer>
  );
}
