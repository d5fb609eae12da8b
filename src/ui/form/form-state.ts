import { firstProblem, type Rule, type RuleProblem } from './rules';

export type FieldRules<V> = { [K in keyof V]?: readonly Rule<V[K]>[] };
export type FormProblems<V> = { [K in keyof V]?: RuleProblem };

/** Every field's first problem (docs/product/accounts.md#form-rules: submit runs every rule). */
export function validateAll<V extends object>(values: V, fieldRules: FieldRules<V>): FormProblems<V> {
  const problems: FormProblems<V> = {};
  for (const key of Object.keys(fieldRules) as (keyof V)[]) {
    const problem = firstProblem(values[key], fieldRules[key] ?? []);
    if (problem) problems[key] = problem;
  }
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** docs/product/accounts.md#form-rules: submit is enabled only when some value differs from the initial ones. */
export function formChanged<V extends object>(values: V, initial: V): boolean {
  return !sameValue(values, initial);
}
