// A discount code's form values and what they send (docs/decisions/239-discount-codes-on-screen.md):
// the value typed as whole percent or the Italian way in euros, the dates as the browser's local
// date and time, sent as instants.
import { DISCOUNT_CODE_PATTERN, PERCENT_MAX, type AdminDiscountCode, type DiscountCodeCreate } from '../../../contract/admin-discount-codes';
import { PRICE_MAX_CENTS } from '../../../contract/rules/catalogue-entry';
import { euros, parseEuros } from '../lib/format';

export interface CodeDraft {
  code: string;
  type: 'percentage' | 'price' | 'articles';
  value: string;
  minCart: string;
  startsAt: string;
  endsAt: string;
}

export type CodeField = 'code' | 'value' | 'minCart' | 'startsAt' | 'endsAt';
export type CodeProblem = 'code' | 'percent' | 'amount' | 'minCart' | 'date' | 'order' | 'past';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input's value, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const emptyDraft = (): CodeDraft => ({ code: '', type: 'percentage', value: '', minCart: '', startsAt: '', endsAt: '' });

export const draftOf = (code: AdminDiscountCode): CodeDraft => ({
  code: code.code, type: code.type,
  value: code.type === 'price' ? euros(code.value) : String(code.value),
  minCart: code.minCart === null ? '' : euros(code.minCart),
  startsAt: localInput(code.startsAt), endsAt: localInput(code.endsAt),
});

type Checked = { ok: true; body: Required<DiscountCodeCreate> } | { ok: false; problems: Partial<Record<CodeField, CodeProblem>> };

/** The draft checked as the server checks it; `now` for the end that must be in the future. */
export function checkDraft(draft: CodeDraft, now = Date.now()): Checked {
  const problems: Partial<Record<CodeField, CodeProblem>> = {};
  const code = draft.code.trim().toUpperCase();
  if (!DISCOUNT_CODE_PATTERN.test(code)) problems.code = 'code';
  let value = NaN;
  if (draft.type === 'percentage') {
    value = /^\d{1,3}$/.test(draft.value.trim()) ? Number(draft.value.trim()) : NaN;
    if (!(value >= 1 && value <= PERCENT_MAX)) problems.value = 'percent';
  } else if (draft.type === 'price') {
    value = parseEuros(draft.value) ?? NaN;
    if (!(value >= 1 && value <= PRICE_MAX_CENTS)) problems.value = 'amount';
  }
  let minCart: number | null = null;
  if (draft.minCart.trim() !== '') {
    minCart = parseEuros(draft.minCart);
    if (minCart === null || minCart < 1 || minCart > PRICE_MAX_CENTS) problems.minCart = 'minCart';
  }
  const instant = (text: string, field: 'startsAt' | 'endsAt') => {
    if (text === '') return null;
    const time = new Date(text).getTime();
    if (Number.isNaN(time)) {
      problems[field] = 'date';
      return null;
    }
    return new Date(time).toISOString();
  };
  const startsAt = instant(draft.startsAt, 'startsAt');
  const endsAt = instant(draft.endsAt, 'endsAt');
  if (endsAt && !problems.endsAt) {
    if (Date.parse(endsAt) <= now) problems.endsAt = 'past';
    else if (startsAt && Date.parse(startsAt) >= Date.parse(endsAt)) problems.endsAt = 'order';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { code, type: draft.type === 'articles' ? 'percentage' : draft.type, value, minCart, startsAt, endsAt } };
}
