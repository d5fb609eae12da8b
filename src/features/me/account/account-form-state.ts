import { isRealDate, type Birth } from '../../../../contract/auth';
import type { BirthParts } from '../birthday';
import type { AccountPatch, AccountUser } from '../me-api';

/** The account data form (checkout-account-pages.md §2 "Account data"): name, phone, birth. */
export interface AccountFields {
  first: string;
  last: string;
  phone: string;
  birth: BirthParts;
}

export type AccountProblem = 'required' | 'onlyNumbers' | 'date';
export type AccountProblems = Partial<Record<'first' | 'last' | 'phone' | 'birth', AccountProblem>>;

export function fieldsOfUser(user: AccountUser): AccountFields {
  return {
    first: user.name.first,
    last: user.name.last,
    phone: user.phone ?? '',
    birth: { day: String(user.birth.day), month: String(user.birth.month), year: String(user.birth.year) },
  };
}

/** A phone number: digits, spaces allowed between them, an optional leading + (§5 onlyNumbers). */
const PHONE = /^\+?[\d ]+$/;

function birthOf(parts: BirthParts): Birth | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return null;
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

export function accountProblems(fields: AccountFields): AccountProblems {
  const problems: AccountProblems = {};
  if (fields.first.trim() === '') problems.first = 'required';
  if (fields.last.trim() === '') problems.last = 'required';
  const phone = fields.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) problems.phone = 'onlyNumbers';
  const birth = birthOf(fields.birth);
  if (!birth) problems.birth = 'required';
  else if (!isRealDate(birth)) problems.birth = 'date';
  return problems;
}

export function accountChanged(initial: AccountFields, current: AccountFields): boolean {
  return initial.first !== current.first || initial.last !== current.last || initial.phone !== current.phone
    || initial.birth.day !== current.birth.day || initial.birth.month !== current.birth.month
    || initial.birth.year !== current.birth.year;
}

/** The body of PATCH users/{id}: only the parts that changed (fields already valid). */
export function accountPatch(initial: AccountFields, current: AccountFields): AccountPatch {
  const patch: AccountPatch = {};
  if (initial.first !== current.first || initial.last !== current.last) {
    patch.name = { first: current.first.trim(), last: current.last.trim() };
  }
  if (initial.phone !== current.phone) patch.phone = current.phone.trim() === '' ? null : current.phone.trim().replace(/\s+/g, ' ');
  const birth = birthOf(current.birth);
  if (birth && JSON.stringify(initial.birth) !== JSON.stringify(current.birth)) patch.birth = birth;
  return patch;
}
