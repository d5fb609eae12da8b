import type { UserPatchBody } from '../../../../contract/account';
import type { User } from '../../../../contract/account';
import { rules, birthdayRequired, type BirthdayValue, type FieldRules, type RuleProblem } from '../../../ui/form';

/** The account data form (docs/product/accounts.md#account-data): name, phone, birth. */
export interface ProfileValues {
  first: string;
  last: string;
  phone: string;
  birth: BirthdayValue;
}

export function profileValuesOf(user: User): ProfileValues {
  return {
    first: user.name.first,
    last: user.name.last,
    phone: user.phone ?? '',
    birth: { day: user.birth.day, month: user.birth.month, year: user.birth.year },
  };
}

/**
 * A phone number is digits (docs/product/accounts.md#account-data), written as people do: an optional leading + and
 * spaces between groups are let through; the server checks the rest (decision 103).
 */
const phoneDigits = (value: string): RuleProblem | null => rules.onlyNumbers(value.replace(/^\s*\+/, '').replace(/\s+/g, ''));

export const profileRules: FieldRules<ProfileValues> = {
  first: [rules.required],
  last: [rules.required],
  phone: [phoneDigits],
  birth: [birthdayRequired],
};

/** The body of PATCH users/{id}: the whole form (an empty phone removes it). */
export function profilePatch(values: ProfileValues): UserPatchBody {
  const { day, month, year } = values.birth;
  return {
    name: { first: values.first.trim(), last: values.last.trim() },
    birth: { day: day!, month: month!, year: year! },
    phone: values.phone.trim() === '' ? null : values.phone.trim().replace(/\s+/g, ' '),
  };
}
