// The personal-data request acknowledgement in the shop's five languages (shared words:
// ../mail-texts.ts).
import { inFiveLangs } from '../i18n.js';

export const DATA_REQUEST_SUBJECT = inFiveLangs(/*i18n*/ { id: 'users.mail.dataRequestSubject', message: 'Abbiamo ricevuto la tua richiesta di accesso ai dati personali' });

/** `days`: the most the export may take; `dueBy`: that day, written as the shop writes dates. */
export const dataRequestBody = (days: number, dueBy: string) => inFiveLangs(/*i18n*/ { id: 'users.mail.dataRequestBody', message: "abbiamo ricevuto la tua richiesta di una copia dei dati personali che conserviamo su di te. L'esportazione può richiedere fino a {days} giorni: ti scriveremo a questo indirizzo entro il {dueBy}." }, { days, dueBy });

export const DATA_REQUEST_NOT_YOU = inFiveLangs(/*i18n*/ { id: 'users.mail.dataRequestNotYou', message: 'Se non hai fatto tu questa richiesta, scrivici.' });
