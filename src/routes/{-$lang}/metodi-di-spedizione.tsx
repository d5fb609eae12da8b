import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadInfoPage } from '../../features/info-pages/info-pages-api';
import { InfoPage } from '../../features/info-pages/InfoPage';

// An information page: its text, title and description are the shop's (decision 120); the fixed
// title is the page's name until they arrive.
export const Route = createFileRoute('/{-$lang}/metodi-di-spedizione')({
  staticData: { title: msg`Metodi di spedizione` },
  loader: ({ context }) => loadInfoPage(context.queryClient, context.lang, 'metodi-di-spedizione'),
  component: () => <InfoPage pageKey="metodi-di-spedizione" />,
});
