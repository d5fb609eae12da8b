import { createFileRoute, redirect } from '@tanstack/react-router';

// Any unknown path: redirect to /404 (checkout-account-pages.md §2 "Route table").
export const Route = createFileRoute('/{-$lang}/$')({
  beforeLoad: () => {
    throw redirect({ href: '/404', replace: true });
  },
});
