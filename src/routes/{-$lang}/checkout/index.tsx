import { createFileRoute, redirect } from '@tanstack/react-router';
import { localizePath } from '../../../lib/lang-path';

// /checkout has no screen of its own: it opens on the first step.
export const Route = createFileRoute('/{-$lang}/checkout/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: localizePath('/checkout/accedi', context.lang), replace: true });
  },
});
