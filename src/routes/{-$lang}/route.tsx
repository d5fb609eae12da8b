import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLang } from '../../lib/lang-path';

// Every multilanguage page sits under an optional language prefix. A first segment that reaches
// this far without being an allowed language is an unknown prefix or an unknown path: /404.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, context }) => {
    if (params.lang !== undefined && !isLang(params.lang, context.allowedLangs)) {
      throw redirect({ href: '/404', replace: true });
    }
  },
});
