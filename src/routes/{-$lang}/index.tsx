import { createFileRoute } from '@tanstack/react-router';
import { highlightedsQuery } from '../../lib/catalogue-api';
import { loadForServerRender } from '../../lib/server-prefetch';
import { HomePage } from '../../features/home/HomePage';

// Home: no page name of its own; its title and description are the server's (GET meta?fullPath=/).
export const Route = createFileRoute('/{-$lang}/')({
  loader: ({ context }) => loadForServerRender(context.queryClient, highlightedsQuery(context.lang)),
  component: HomePage,
});
