import { createFileRoute } from '@tanstack/react-router';
import { promoPageQuery } from '../../../lib/catalogue-api';
import { loadForServerRender } from '../../../lib/server-prefetch';
import { PromoPage } from '../../../features/promo/PromoPage';

// A promotional collection. No fixed title: the server's meta gives the promo's label.
export const Route = createFileRoute('/{-$lang}/l/$slug')({
  loader: ({ context, params }) => loadForServerRender(context.queryClient, promoPageQuery(context.lang, params.slug)),
  component: PromoRoute,
});

function PromoRoute() {
  const { slug } = Route.useParams();
  return <PromoPage key={slug} slug={slug} />;
}
