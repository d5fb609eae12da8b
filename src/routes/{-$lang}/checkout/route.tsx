import { createFileRoute } from '@tanstack/react-router';

// The checkout shell is a funnel (reduced header and footer); guards come with the checkout issue.
export const Route = createFileRoute('/{-$lang}/checkout')({
  staticData: { funnel: true },
});
