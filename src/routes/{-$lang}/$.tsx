import { createFileRoute, redirect } from '@tanstack/react-router';

// Any unknown path: redirect to /404 (docs/product/content.md#routes).
export const Route = createFileRoute('/{-$lang}/$')({
  beforeLoad: () => {
    throw redirect({ href: '/404', replace: true });
  },
});
