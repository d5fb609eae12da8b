import type { ReactNode } from 'react';
import { CookiesDrawer } from '../cookies/CookiesDrawer';
import { BrandsDrawer } from './BrandsDrawer';
import { CartDrawer } from './CartDrawer';
import { CategoriesDrawer } from './CategoriesDrawer';
import { LoginDrawer } from './LoginDrawer';
import { MenuDrawer } from './MenuDrawer';

/**
 * Every drawer of the shell; each opens on its own atom (see drawerAtoms). `cart` and `login`: the
 * cart and login drawers' content.
 */
export function ShellDrawers({ cart, login }: { cart?: ReactNode; login?: ReactNode }) {
  return (
    <>
      <MenuDrawer />
      <LoginDrawer content={login} />
      <CartDrawer content={cart} />
      <CategoriesDrawer />
      <BrandsDrawer />
      <CookiesDrawer />
    </>
  );
}
