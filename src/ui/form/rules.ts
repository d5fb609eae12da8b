import { VAT_NUMBER } from '../../../contract/rules/patterns';
import { emailProblem } from '../../lib/email-rule';

/**
 * The shared field rules of docs/product/accounts.md#form-rules, each naming what is wrong (the words are
 * in messages.ts). A rule answers null when the value passes.
 */
export type RuleProblem = 'required' | 'email' | 'vat' | 'onlyNumbers';
export type Rule<V> = (value: V) => RuleProblem | null;

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

export const rules = {
  /** Empty text, an unticked box or an unset choice. */
  required: ((value: unknown) => (isBlank(value) ? 'required' : null)) as Rule<unknown>,
  /** A valid e-mail (the server's shape); an empty value is the required rule's business. */
  email: ((value: string) => (value.trim() !== '' && emailProblem(value) === 'invalid' ? 'email' : null)) as Rule<string>,
  /** An Italian VAT number: exactly 11 digits. */
  vat: ((value: string) => (value.trim() !== '' && !VAT_NUMBER.test(value.trim()) ? 'vat' : null)) as Rule<string>,
  onlyNumbers: ((value: string) => (/^\d*$/.test(value.trim()) ? null : 'onlyNumbers')) as Rule<string>,
};

/** The first problem of `value` under `fieldRules`, in their order. */
export function firstProblem<V>(value: V, fieldRules: readonly Rule<V>[]): RuleProblem | null {
  for (const rule of fieldRules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}
