import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/coming-soon/ComingSoon';

// Home: no page name of its own; its title is the shop's default (storefront.md §9).
export const Route = createFileRoute('/{-$lang}/')({
  component: ComingSoon,
});
