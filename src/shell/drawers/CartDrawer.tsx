import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterFirstRender } from '../../lib';
import { loadOfflineLayer } from '../../offline/lite';
import { Drawer } from './Drawer';

// It reads the local cart: loaded with the offline layer, when the drawer first opens (decision 084).
const CartDrawerSummary = afterFirstRender(
  () => loadOfflineLayer().then(() => import('./CartDrawerSummary')).then((module) => module.CartDrawerSummary),
  () => null,
);

/**
 * Right-hand cart drawer. `content` is the cart feature's (passed down from the root route, as
 * the shell may not import features); without it, a count and a link to the cart page.
 */
export function CartDrawer({ content }: { content?: ReactNode }) {
  // Closed at first, and about the visitor's own cart: rendered once the page has hydrated.
  return <ClientOnly><CartDrawerPanel content={content} /></ClientOnly>;
}

function CartDrawerPanel({ content }: { content?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Drawer id="cart" title={t`Carrello`}>
      {content ?? <CartDrawerSummary />}
    </Drawer>
  );
}
