import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BIRTH_YEAR_MIN, birthYearMax } from '../../../contract/auth';
import { useLang } from '../../lib';
import styles from './Me.module.css';

/** A birthday as the form edits it: each part may still be unset (''). */
export interface BirthParts { day: string; month: string; year: string }

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The birthday field (checkout-account-pages.md §3, §5): day, month and year, all needed when the
 * date is required; years from 1920 to this year minus 14.
 */
export function BirthdayField({ value, onChange, problem, required }: {
  value: BirthParts;
  onChange: (value: BirthParts) => void;
  problem?: string | null;
  required?: boolean;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const problemId = useId();
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  const years = range(BIRTH_YEAR_MIN, birthYearMax()).reverse();
  const part = (key: keyof BirthParts) => ({
    value: value[key],
    className: styles.input,
    required,
    'aria-invalid': problem && value[key] === '' ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t`Data di nascita`}{required ? <span aria-hidden="true"> *</span> : null}</legend>
      <div className={styles.birth}>
        <select {...part('day')} aria-label={t`Giorno`}>
          <option value="">{t`Giorno`}</option>
          {range(1, 31).map((day) => <option key={day} value={String(day)}>{day}</option>)}
        </select>
        <select {...part('month')} aria-label={t`Mese`}>
          <option value="">{t`Mese`}</option>
          {range(1, 12).map((month) => <option key={month} value={String(month)}>{monthName.format(Date.UTC(2000, month - 1, 1))}</option>)}
        </select>
        <select {...part('year')} aria-label={t`Anno`}>
          <option value="">{t`Anno`}</option>
          {years.map((year) => <option key={year} value={String(year)}>{year}</option>)}
        </select>
      </div>
      {problem ? <p id={problemId} className={styles.problem}>{problem}</p> : null}
    </fieldset>
  );
}
