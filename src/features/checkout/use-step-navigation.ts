import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { localizePath, useLang } from '../../lib';
import type { StepSlug } from './steps';

/** Goes to another checkout step in the page's language (or to another page, for /carrello). */
export function useGoTo(): (path: `/checkout/${StepSlug}` | '/carrello') => Promise<void> {
  const router = useRouter();
  const lang = useLang();
  return useCallback((path) => router.navigate({ href: localizePath(path, lang) }), [router, lang]);
}
