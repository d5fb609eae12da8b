import { useId, useState } from 'react';
import type { Lang } from '../../../../contract/langs';
import { useLang } from '../../../lib';
import { useHydrated } from '../../../lib/use-hydrated';
import { useForm, useFormOnline, type FieldRules } from '../../../ui/form';
import { useFailureText } from './failures';

export type AccountForm<V extends object> = ReturnType<typeof useForm<V>>;

export interface AccountFormOptions<V extends object> {
  /** Kept by the caller (a constant or state): the form's "changed" compares against it. */
  initial: V;
  rules: FieldRules<V>;
  /** The call, in the page's language. A failure it throws shows in the error box. */
  send: (values: V, lang: Lang) => Promise<void>;
  /**
   * Sees a failure first, with the values sent (to mark the fields it names); answering true means
   * it took the failure over (a page change) and the error box stays empty.
   */
  refused?: (failed: unknown, form: AccountForm<V>, sent: V) => boolean | void;
}

/**
 * What every account form shares (sign-in, sign-up, recovery, new password): the form with its
 * rules, the call in the page's language with the error box cleared before and filled by a
 * failure, the heading id, the offline note, and whether it may send — hydrated, online, not
 * already sending, and changed (docs/product/accounts.md#form-rules).
 */
export function useAccountForm<V extends object>({ initial, rules, send, refused }: AccountFormOptions<V>) {
  const lang = useLang();
  const headingId = useId();
  const ready = useHydrated();
  const { online, offlineNote } = useFormOnline();
  const failure = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const form: AccountForm<V> = useForm({
    initial,
    rules,
    onSubmit: async (values) => {
      setError(null);
      try {
        await send(values, lang);
      } catch (failed) {
        if (refused?.(failed, form, values) !== true) setError(failure(failed));
      }
    },
  });
  return {
    form,
    headingId,
    offlineNote,
    error,
    canSend: (state: { busy: boolean; changed: boolean }) => ready && online && !state.busy && state.changed,
  };
}
