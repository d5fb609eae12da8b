import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signOutAndLeave } from '../../../features/account/login';
import { MeLayout } from '../../../features/me';
import { requireSignedIn } from '../../../session';

// The personal area is a funnel (reduced header and footer) for signed-in customers only: a
// visitor or an expired session goes to / (docs/product/checkout.md#guards).
export const Route = createFileRoute('/{-$lang}/me')({
  staticData: { funnel: true },
  beforeLoad: ({ context }) => requireSignedIn('/', context.lang),
  component: MeArea,
});

function MeArea() {
  return <MeLayout onSignOut={signOutAndLeave}><Outlet /></MeLayout>;
}
