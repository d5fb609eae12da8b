import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/support/SupportPage';

// No title of its own: the head takes the server's (GET meta?fullPath=), so the page and the
// call agree in every language (decision 204).
export const Route = createFileRoute('/{-$lang}/assistenza')({
  component: SupportPage,
});
