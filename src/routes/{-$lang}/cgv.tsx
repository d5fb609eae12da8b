import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadInfoPage } from '../../features/info-pages/info-pages-api';
import { InfoPage } from '../../features/info-pages/InfoPage';

// An information page: its text, title and description are the shop's (decision 120); the fixed
// title is the page's name until they arrive.
export const Route = createFileRoute('/{-$lang}/cgv')({
  staticData: { title: msg`Condizioni generali di vendita` },
  loader: ({ context }) => loadInfoPage(context.queryClient, context.lang, 'cgv'),
  component: () => <InfoPage pageKey="cgv" />,
});
