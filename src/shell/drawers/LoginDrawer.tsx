import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Drawer } from './Drawer';

/**
 * Right-hand login drawer. `content` is the account feature's sign-in, recovery and sign-up views
 * (passed down from the root route, as the shell may not import features).
 */
export function LoginDrawer({ content }: { content?: ReactNode }) {
  const { t } = useLingui();
  // Closed at first and about the visitor's own session: rendered once the page has hydrated.
  return (
    <ClientOnly>
      <Drawer id="login" title={t`Accedi`}>{content}</Drawer>
    </ClientOnly>
  );
}
