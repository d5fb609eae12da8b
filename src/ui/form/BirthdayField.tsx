import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useLang } from '../../lib/use-lang';
import { birthYears, daysInMonth, withPart, type BirthdayValue } from './birthday';
import styles from './Form.module.css';

interface BirthdayFieldProps {
  name: string;
  label: string;
  value: BirthdayValue;
  onChange: (value: BirthdayValue) => void;
  problem?: string | null;
  required?: boolean;
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** Day, month and year selects (checkout-account-pages.md §3, §5 "Birthday"): years 1920..this year − 14. */
export function BirthdayField({ name, label, value, onChange, problem, required = false }: BirthdayFieldProps) {
  const { t } = useLingui();
  const lang = useLang();
  const id = useId();
  const problemId = `${id}-problem`;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [lang]);
  const years = useMemo(() => birthYears(), []);
  const days = daysInMonth(value.month, value.year);
  const shared = {
    className: styles.input,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };
  const choose = (part: keyof BirthdayValue) => (text: string) => onChange(withPart(value, part, numberOrNull(text)));

  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}{required ? <span aria-hidden="true"> *</span> : null}</legend>
      <div className={styles.parts}>
        <label className={styles.part}>
          {t`Giorno`}
          <select {...shared} name={`${name}.day`} value={value.day ?? ''} onChange={(event) => choose('day')(event.target.value)}>
            <option value="">–</option>
            {Array.from({ length: days }, (_, index) => <option key={index} value={index + 1}>{index + 1}</option>)}
          </select>
        </label>
        <label className={styles.part}>
          {t`Mese`}
          <select {...shared} name={`${name}.month`} value={value.month ?? ''} onChange={(event) => choose('month')(event.target.value)}>
            <option value="">–</option>
            {months.map((month, index) => <option key={month} value={index + 1}>{month}</option>)}
          </select>
        </label>
        <label className={styles.part}>
          {t`Anno`}
          <select {...shared} name={`${name}.year`} value={value.year ?? ''} onChange={(event) => choose('year')(event.target.value)}>
            <option value="">–</option>
            {years.map((year) => <option key={year} value={year}>{year}</option>)}
          </select>
        </label>
      </div>
      {problem ? <p id={problemId} className={styles.problem}>{problem}</p> : null}
    </fieldset>
  );
}
