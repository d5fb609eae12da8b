// A pickup point's opening hours (shippings of type pickup): what the checkout's pickup picker
// offers and the ready-for-pickup mail says. Each day a fieldset, morning and afternoon each open
// or closed with their times.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { WEEKDAYS, type AdminSettings, type OpeningHours, type Weekday } from '../../../contract/admin-settings';
import { SectionForm, shownErrors, useSectionSave } from './SectionForm';
import { hoursErrors, weekOf } from './hours-rules';

type Pickup = AdminSettings['pickups'][number];
type Half = 'am' | 'pm';

function TimeInput({ label, value, disabled, error, onChange }: { label: string; value: string; disabled: boolean; error?: string | undefined; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}><span>{label}</span></label>
      <input id={id} type="time" value={value} disabled={disabled} required={!disabled} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && <p className="error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

export function PickupHoursForm({ pickup }: { pickup: Pickup }) {
  const { t } = useLingui();
  const [week, setWeek] = useState<OpeningHours>(() => weekOf(pickup.openingHours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSectionSave(`pickups/${pickup.id}`, (next) => setWeek(weekOf(next.pickups.find((p) => p.id === pickup.id)?.openingHours ?? null)));
  const dayNames: Record<Weekday, string> = {
    monday: t`Lunedì`, tuesday: t`Martedì`, wednesday: t`Mercoledì`, thursday: t`Giovedì`, friday: t`Venerdì`, saturday: t`Sabato`, sunday: t`Domenica`,
  };
  const halves: Record<Half, string> = { am: t`Mattina`, pm: t`Pomeriggio` };
  const setSlot = (day: Weekday, half: Half, change: Partial<OpeningHours[Weekday][Half]>) =>
    setWeek({ ...week, [day]: { ...week[day], [half]: { ...week[day][half], ...change } } });
  const submit = () => {
    const own = hoursErrors(week, {
      time: t`Scrivi un orario, per esempio 08:30.`,
      order: t`La chiusura dev'essere dopo l'apertura.`,
      overlap: t`Il pomeriggio deve iniziare dopo la fine della mattina.`,
    });
    setErrors(own);
    if (Object.keys(own).length === 0) save.save.mutate({ openingHours: week });
  };
  // The server names the fields from `openingHours.`; the form's own keys start at the day.
  const server = Object.fromEntries(Object.entries(save.serverErrors).map(([path, message]) => [path.replace(/^openingHours\./, ''), message]));
  const shown = shownErrors(errors, server);
  return (
    <SectionForm headingLevel={3} title={pickup.name} onSubmit={submit} save={save} invalid={Object.keys(errors).length > 0}
      intro={<p>{pickup.place}{!pickup.active && <> · <Trans>non attivo nel checkout</Trans></>}</p>}>
      <div className="week">
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="day">
            <legend>{dayNames[day]}</legend>
            {(['am', 'pm'] as const).map((half) => {
              const slot = week[day][half];
              return (
                <div key={half} className="slot">
                  <label className="check">
                    <input type="checkbox" checked={slot.opened} onChange={(e) => setSlot(day, half, { opened: e.target.checked })} />
                    <span><Trans>{halves[half]}: aperto</Trans></span>
                  </label>
                  <TimeInput label={t`${dayNames[day]}, ${halves[half]}: dalle`} value={slot.from} disabled={!slot.opened} error={shown[`${day}.${half}.from`]} onChange={(from) => setSlot(day, half, { from })} />
                  <TimeInput label={t`${dayNames[day]}, ${halves[half]}: alle`} value={slot.to} disabled={!slot.opened} error={shown[`${day}.${half}.to`]} onChange={(to) => setSlot(day, half, { to })} />
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </SectionForm>
  );
}
