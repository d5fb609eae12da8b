// The personal-data request acknowledgement in the shop's five languages (shared words:
// ../mail-texts.ts).
import { fiveLangs as t } from '../i18n.js';

export const DATA_REQUEST_SUBJECT = t(
  'Abbiamo ricevuto la tua richiesta di accesso ai dati personali',
  'We have received your personal data request',
  "Nous avons bien reçu votre demande d'accès à vos données personnelles",
  'Hemos recibido tu solicitud de acceso a tus datos personales',
  'Wir haben deine Anfrage zu deinen personenbezogenen Daten erhalten',
);

/** `days`: the most the export may take; `dueBy`: that day, written as the shop writes dates. */
export const dataRequestBody = (days: number, dueBy: string) => t(
  `abbiamo ricevuto la tua richiesta di una copia dei dati personali che conserviamo su di te. L'esportazione può richiedere fino a ${days} giorni: ti scriveremo a questo indirizzo entro il ${dueBy}.`,
  `we have received your request for a copy of the personal data we keep about you. The export may take up to ${days} days: we will write to you at this address by ${dueBy}.`,
  `nous avons bien reçu votre demande de copie des données personnelles que nous conservons à votre sujet. L'export peut prendre jusqu'à ${days} jours : nous vous écrirons à cette adresse au plus tard le ${dueBy}.`,
  `hemos recibido tu solicitud de una copia de los datos personales que guardamos sobre ti. La exportación puede tardar hasta ${days} días: te escribiremos a esta dirección antes del ${dueBy}.`,
  `wir haben deine Anfrage nach einer Kopie der personenbezogenen Daten erhalten, die wir über dich speichern. Der Export kann bis zu ${days} Tage dauern: Wir schreiben dir bis zum ${dueBy} an diese Adresse.`,
);

export const DATA_REQUEST_NOT_YOU = t(
  'Se non hai fatto tu questa richiesta, scrivici.',
  'If you did not make this request, write to us.',
  "Si vous n'êtes pas à l'origine de cette demande, écrivez-nous.",
  'Si no has hecho tú esta solicitud, escríbenos.',
  'Wenn du diese Anfrage nicht gestellt hast, schreib uns.',
);
