import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ShippingMethod } from '../../../../contract/shop';
import { SHOP_LOCALE } from '../../../lib';
import { dayOpen, pickupDates, slotsOf, withDate, withHour, withPoint, type ShippingDraft } from './shipping-rules';
import styles from '../Checkout.module.css';

interface PickupPickerProps {
  points: readonly ShippingMethod[];
  draft: ShippingDraft;
  online: boolean;
  onChange: (draft: ShippingDraft) => void;
}

/** 'lun 30/11': the weekday in the page's language, the date in numbers (decision 094). */
function useDayLabel() {
  const { i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale || 'it', { weekday: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(SHOP_LOCALE, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return (iso: string) => {
    const day = new Date(`${iso}T00:00:00Z`);
    return `${weekday.format(day)} ${date.format(day)}`;
  };
}

/**
 * Pickup (docs/product/checkout.md#pickup; decision 135): a point, which enables the
 * days — from tomorrow, a day the point is closed cannot be picked — then one of that day's
 * slots, a slot not opened unavailable. Each is a radio group (arrow keys move within it).
 */
export function PickupPicker({ points, draft, online, onChange }: PickupPickerProps) {
  const { t } = useLingui();
  const dayLabel = useDayLabel();
  const [dates] = useState(() => pickupDates(new Date()));
  const point = points.find((doc) => doc.id === draft.point);
  const slots = draft.date ? slotsOf(point, draft.date) : [];
  return (
    <>
      <fieldset className={styles.choices} data-testid="pickup-points">
        <legend>{t`Scegli il punto di ritiro`}</legend>
        {points.map((doc) => (
          <label key={doc.id} className={styles.choice}>
            <input type="radio" name="pickup-point" checked={draft.point === doc.id} disabled={!online} onChange={() => onChange(withPoint(draft, doc.id))} />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{doc.pickup?.name ?? doc.name}</span>
              {doc.pickup ? <span>{doc.pickup.street}, {doc.pickup.zipcode} {doc.pickup.city} ({doc.pickup.province})</span> : null}
              {doc.description ? <span className={styles.note}>{doc.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.slots} disabled={!point || !online} data-testid="pickup-dates">
        <legend>{t`Giorno del ritiro`}</legend>
        {point ? dates.map((iso) => {
          const opens = dayOpen(point, iso);
          return (
            <label key={iso} className={styles.choice}>
              <input type="radio" name="pickup-date" value={iso} checked={draft.date === iso} disabled={!opens} onChange={() => onChange(withDate(draft, iso))} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{dayLabel(iso)}</span>
                {opens ? null : <span className={styles.note}>{t`chiuso`}</span>}
              </span>
            </label>
          );
        }) : <p className={styles.note}>{t`Scegli prima il punto di ritiro.`}</p>}
      </fieldset>
      {draft.date ? (
        <fieldset className={styles.slots} disabled={!online} data-testid="pickup-slots">
          <legend>{t`Fascia oraria`}</legend>
          {slots.map((slot) => (
            <label key={slot.key} className={styles.choice}>
              <input
                type="radio" name="pickup-slot" value={slot.key} disabled={!slot.opened}
                checked={draft.hour?.from === slot.from && draft.hour.to === slot.to}
                onChange={() => onChange(withHour(draft, { from: slot.from, to: slot.to }))}
              />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{slot.key === 'am' ? t`Mattina` : t`Pomeriggio`}</span>
                <span>{slot.opened ? `${slot.from}–${slot.to}` : t`chiuso`}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
