import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formChanged, hasProblems, validateAll, type FieldRules } from './form-state';
import { ruleMessages } from './messages';
import { firstProblem, type RuleProblem } from './rules';

/** docs/product/accounts.md#form-rules: text fields settle 1000 ms after typing stops. */
export const TEXT_DEBOUNCE_MS = 1000;

/** A field's shown problem: one of the shared rules, or a text of the page's own (a server answer's). */
type Shown = RuleProblem | { text: string };

export interface UseFormOptions<V extends object> {
  initial: V;
  rules: FieldRules<V>;
  /** Runs with the values when every rule passes; the form is busy until it settles. */
  onSubmit: (values: V) => Promise<void> | void;
}

/**
 * A form of docs/product/accounts.md#form-rules: submit runs every field's rules and hands over
 * the values only if all pass (focus goes to the first failing field); `changed` says whether
 * some value differs from the initial ones (the submit button is enabled only then). A field
 * showing a problem is checked again once typing has stopped for TEXT_DEBOUNCE_MS — at once
 * when the new value passes — so the message does not flicker under every keystroke.
 */
export function useForm<V extends object>({ initial, rules, onSubmit }: UseFormOptions<V>) {
  const { t } = useLingui();
  const [initialValues, setInitialValues] = useState(initial);
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<{ [K in keyof V]?: Shown }>({});
  const [busy, setBusy] = useState(false);
  const timers = useRef(new Map<keyof V, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearTimeout(timers.current.get(key));
    setShown((current) => {
      if (!current[key]) return current;
      const problem = firstProblem(value, rules[key] ?? []);
      if (problem === null) {
        const { [key]: _, ...others } = current;
        return others as typeof current;
      }
      timers.current.set(key, setTimeout(() => setShown((later) => ({ ...later, [key]: problem })), TEXT_DEBOUNCE_MS));
      return current;
    });
  }, [rules]);

  /** Shows texts of the caller's own under fields (e.g. what the server refused). */
  const showProblems = useCallback((texts: { [K in keyof V]?: string }) => {
    setShown((current) => {
      const next = { ...current };
      for (const [key, text] of Object.entries(texts) as [keyof V, string | undefined][]) if (text) next[key] = { text };
      return next;
    });
  }, []);

  /** Starts again from `next` (or the initial values): nothing changed, nothing shown. */
  const reset = useCallback((next?: V) => {
    const start = next ?? initial;
    setInitialValues(start);
    setValues(start);
    setShown({});
  }, [initial]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const problems = validateAll(values, rules);
    setShown(problems);
    if (hasProblems(problems)) {
      const first = Object.keys(rules).find((key) => key in problems);
      // A field of several parts (the birthday) names its parts `birth.day`, `birth.month`…
      form.querySelector<HTMLElement>(`[name="${first}"], [name^="${first}."]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  }

  const problemText = (key: keyof V): string | null => {
    const problem: Shown | undefined = shown[key];
    if (!problem) return null;
    return typeof problem === 'string' ? t(ruleMessages[problem]) : problem.text;
  };

  return {
    values,
    set,
    submit,
    reset,
    showProblems,
    busy,
    changed: formChanged(values, initialValues),
    /** The translated problem shown under a field, or null. */
    problem: problemText,
  };
}
