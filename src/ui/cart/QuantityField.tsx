import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useKeptTap } from '../../lib';
import { MinusIcon, PlusIcon } from './icons';
import { commitDraft, digitsOf, isNumericText } from './quantity-input';
import styles from './QuantityField.module.css';

export interface QuantityFieldProps {
  value: number;
  /** The quantities allowed (contract/rules/quantity.ts). */
  bounds: { min: number; max: number };
  onChange: (quantity: number) => void;
  /** The visible or hidden label of the input, e.g. 'Quantità'. */
  label: string;
  /** false: the value shows but cannot be changed (out of stock, or max 1). */
  active?: boolean;
  /** The − and + buttons (hidden for tracked stock ≤ 1, see stepperVisible). */
  stepper?: boolean;
  /**
   * Said under the field once the quantity has reached its maximum, e.g. 'Massimo 5 per ordine':
   * the caller words it by which limit was hit (contract/rules/quantity.ts limitReached).
   */
  limitText?: string | null;
  /** Show the label above the field instead of only to screen readers. */
  showLabel?: boolean;
  /** The input's data-testid ('quantity-input' on the product page, 'cart-line-qty' in cart lines). */
  inputTestId?: string;
  size?: 'md' | 'sm';
  /**
   * Where the field is painted before the app is ready (the product page), the name its − and +
   * keep their taps under ('{name}-less', '{name}-more'): each tap is pressed again in order with
   * the page's other kept taps (decision 264). One field per page with a given name.
   */
  keepTaps?: string;
}

/**
 * A quantity input with − and + (docs/product/cart.md#quantity-bounds): typing keeps digits only and
 * commits on blur or Enter, clamped to the bounds; paste takes numeric text only.
 */
export function QuantityField({
  value, bounds, onChange, label, active = true, stepper = true, limitText = null, showLabel = false, inputTestId, size = 'md', keepTaps,
}: QuantityFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const limitId = useId();
  // null: not being edited, the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const lessName = keepTaps === undefined ? undefined : `${keepTaps}-less`;
  const moreName = keepTaps === undefined ? undefined : `${keepTaps}-more`;
  const less = useKeptTap<HTMLButtonElement>(lessName);
  const more = useKeptTap<HTMLButtonElement>(moreName);
  // Every tap on − and + counts: two taps on + are two more.
  const keep = (name: string | undefined) => (name === undefined ? {} : { 'data-keep-tap': name, 'data-keep-each': '' });

  const commit = () => {
    if (draft === null) return;
    const next = commitDraft(draft, bounds, value);
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!isNumericText(event.clipboardData.getData('text'))) event.preventDefault();
  };
  const step = (delta: number) => {
    setDraft(null);
    const next = Math.min(bounds.max, Math.max(bounds.min, value + delta));
    if (next !== value) onChange(next);
  };

  return (
    <div className={`${styles.field} ${styles[size]}`} data-active={active}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>{label}</label>
      <div className={styles.control}>
        {stepper ? (
          <button ref={less} {...keep(lessName)} type="button" className={styles.step} onClick={() => step(-1)} disabled={!active || value <= bounds.min} aria-label={t`Diminuisci quantità`} aria-controls={id}>
            <MinusIcon />
          </button>
        ) : null}
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={!active}
          aria-describedby={limitText ? limitId : undefined}
          onChange={(event) => setDraft(digitsOf(event.target.value))}
          onBlur={commit}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          data-testid={inputTestId}
        />
        {stepper ? (
          <button ref={more} {...keep(moreName)} type="button" className={styles.step} onClick={() => step(1)} disabled={!active || value >= bounds.max} aria-label={t`Aumenta quantità`} aria-controls={id} aria-describedby={limitText ? limitId : undefined}>
            <PlusIcon />
          </button>
        ) : null}
      </div>
      {/* Live region (polite): pressing + up to the maximum announces why it stops there. */}
      <p id={limitId} className={styles.limit} aria-live="polite" data-testid="quantity-limit">{limitText ?? ''}</p>
    </div>
  );
}
