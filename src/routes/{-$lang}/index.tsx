import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';

// Home: no page name of its own; its title and description are the server's (GET meta?fullPath=/).
export const Route = createFileRoute('/{-$lang}/')({
  component: HomePage,
});
