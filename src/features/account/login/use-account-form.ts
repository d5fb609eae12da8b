import { useId, useState } from 'react';
import { useLang } from '../../../lib';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFormOnline } from '../../../ui/form';
import { useFailureText } from './failures';

/**
 * What every account form shares: the page's language for the call, the heading id, the error
 * box's text, the offline note, and whether it may send — hydrated, online, not already sending,
 * and changed (checkout-account-pages.md §4 "Form").
 */
export function useAccountForm() {
  const lang = useLang();
  const headingId = useId();
  const ready = useHydrated();
  const { online, offlineNote } = useFormOnline();
  const failure = useFailureText();
  const [error, setError] = useState<string | null>(null);
  return {
    lang,
    headingId,
    offlineNote,
    error,
    clearError: () => setError(null),
    fail: (failed: unknown) => setError(failure(failed)),
    canSend: (form: { busy: boolean; changed: boolean }) => ready && online && !form.busy && form.changed,
  };
}
