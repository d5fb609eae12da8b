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

/** Day, month and year selects (docs/product/accounts.md#birthday): years 1920..this year − 14. */
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
  const parts: { part: keyof BirthdayValue; label: string; options: [number, string | number][] }[] = [
    { part: 'day', label: t`Giorno`, options: Array.from({ length: days }, (_, index) => [index + 1, index + 1]) },
    { part: 'month', label: t`Mese`, options: months.map((month, index) => [index + 1, month]) },
    { part: 'year', label: t`Anno`, options: years.map((year) => [year, year]) },
  ];
  const choose = (part: keyof BirthdayValue) => (text: string) => onChange(withPart(value, part, numberOrNull(text)));

  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}{required ? <span aria-hidden="true"> *</span> : null}</legend>
      <div className={styles.parts}>
        {parts.map(({ part, label: partLabel, options }) => (
          <label key={part} className={styles.part}>
            {partLabel}
            <select {...shared} name={`${name}.${part}`} value={value[part] ?? ''} onChange={(event) => choose(part)(event.target.value)}>
              <option value="">–</option>
              {options.map(([optionValue, text]) => <option key={optionValue} value={optionValue}>{text}</option>)}
            </select>
          </label>
        ))}
      </div>
      {problem ? <p id={problemId} className={styles.problem}>{problem}</p> : null}
    </fieldset>
  );
}
