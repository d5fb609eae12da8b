import { useLingui } from '@lingui/react/macro';
import { ClientOnly } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Drawer } from './Drawer';
import { loginViewAtom } from './loginView';

/**
 * Right-hand login drawer, titled after the view it shows. `content` is the account feature's
 * sign-in, recovery and sign-up views (passed down from the root route, as the shell may not
 * import features).
 */
export function LoginDrawer({ content }: { content?: ReactNode }) {
  const { t } = useLingui();
  const view = useAtomValue(loginViewAtom);
  const title = view === 'signup' ? t`Registrati` : view === 'recovery' ? t`Recupera la password` : t`Accedi`;
  // Closed at first and about the visitor's own session: rendered once the page has hydrated.
  return (
    <ClientOnly>
      <Drawer id="login" title={title}>{content}</Drawer>
    </ClientOnly>
  );
}
