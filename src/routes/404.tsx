import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

// /404 carries no language prefix: it shows in the visitor's language (stored choice or main).
export const Route = createFileRoute('/404')({
  staticData: { title: msg`Pagina non trovata` },
  component: NotFoundPage,
});
