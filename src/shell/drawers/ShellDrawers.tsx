import { CookiesDrawer } from '../cookies/CookiesDrawer';
import { BrandsDrawer } from './BrandsDrawer';
import { CartDrawer } from './CartDrawer';
import { CategoriesDrawer } from './CategoriesDrawer';
import { LoginDrawer } from './LoginDrawer';
import { MenuDrawer } from './MenuDrawer';

/** Every drawer of the shell; each opens on its own atom (see drawerAtoms). */
export function ShellDrawers() {
  return (
    <>
      <MenuDrawer />
      <LoginDrawer />
      <CartDrawer />
      <CategoriesDrawer />
      <BrandsDrawer />
      <CookiesDrawer />
    </>
  );
}
