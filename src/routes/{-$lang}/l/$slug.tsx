import { createFileRoute } from '@tanstack/react-router';
import { PromoPage } from '../../../features/promo/PromoPage';

// A promotional collection. No fixed title: the server's meta gives the promo's label.
export const Route = createFileRoute('/{-$lang}/l/$slug')({
  component: PromoRoute,
});

function PromoRoute() {
  const { slug } = Route.useParams();
  return <PromoPage key={slug} slug={slug} />;
}
