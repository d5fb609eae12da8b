// One settings section: a form in a card that saves its own part (PUT admin/settings/…), says
// when it is saved, and shows a refusal; what every section is after the save replaces the query.
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminSettings } from '../../../contract/admin-settings';
import { AdminApiError } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';
import { serverFieldErrors, type FieldErrors } from './Field';
import { saveSection, settingsQuery } from './settings-api';

export function useSectionSave(section: string, onSaved: (next: AdminSettings) => void) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: unknown) => saveSection(section, body),
    onMutate: () => setSaved(false),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsQuery.queryKey, next);
      onSaved(next);
      setSaved(true);
    },
  });
  return { save, saved, setSaved, serverErrors: serverFieldErrors(save.error) };
}

interface SectionFormProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The form's own check before sending: a message when something is wrong (shown with the fields). */
  onSubmit: () => void;
  save: ReturnType<typeof useSectionSave>;
  /** Client-side errors found: the summary says to look at the fields. */
  invalid: boolean;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

export function SectionForm({ title, intro, onSubmit, save, invalid, children, headingLevel = 2 }: SectionFormProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // A refusal naming fields shows beside them; another (a missing method, the network) here.
  const otherError = save.save.error instanceof AdminApiError && save.save.error.code === 'VALIDATION_ERROR' ? null : save.save.error;
  return (
    <form className="form card settings-form" aria-labelledby={titleId} onSubmit={submit} onChange={() => save.setSaved(false)} noValidate>
      <Heading id={titleId}>{title}</Heading>
      {intro}
      {children}
      {(invalid || Object.keys(save.serverErrors).length > 0) && <p className="error" role="alert"><Trans>Controlla i campi segnati.</Trans></p>}
      <ErrorNote error={otherError} />
      {save.saved && <p className="ok" role="status"><Trans>Salvato.</Trans></p>}
      <div className="form-buttons">
        <button type="submit" className="primary" disabled={save.save.isPending}><Trans>Salva</Trans></button>
      </div>
    </form>
  );
}

/** Errors to show: the form's own when it has any, else the server's. */
export const shownErrors = (own: FieldErrors, server: FieldErrors): FieldErrors => (Object.keys(own).length > 0 ? own : server);
