import { createFileRoute } from '@tanstack/react-router';

// The personal area is a funnel (reduced header and footer); guards come with the account issue.
export const Route = createFileRoute('/{-$lang}/me')({
  staticData: { funnel: true },
});
