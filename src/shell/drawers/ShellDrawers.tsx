import type { ReactNode } from 'react';
import { CookiesDrawer } from '../cookies/CookiesDrawer';
import { BrandsDrawer } from './BrandsDrawer';
import { CartDrawer } from './CartDrawer';
import { CategoriesDrawer } from './CategoriesDrawer';
import { LoginDrawer } from './LoginDrawer';
import { MenuDrawer } from './MenuDrawer';

/** Every drawer of the shell; each opens on its own atom (see drawerAtoms). `cart`: the cart drawer's content. */
export function ShellDrawers({ cart }: { cart?: ReactNode }) {
  return (
    <>
      <MenuDrawer />
      <LoginDrawer />
      <CartDrawer content={cart} />
      <CategoriesDrawer />
      <BrandsDrawer />
      <CookiesDrawer />
    </>
  );
}
