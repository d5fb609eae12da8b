// The back office's customer refusals in the shop's five languages (docs/decisions/241-back-office-customers.md).
import { fiveLangs as t } from '../i18n.js';

export const CUSTOMER_NOT_FOUND = t(
  'Cliente non trovato.',
  'Customer not found.',
  'Client introuvable.',
  'Cliente no encontrado.',
  'Kunde nicht gefunden.',
);

export const ACCOUNT_CLOSED = t(
  "L'account è chiuso: i suoi dati personali sono stati cancellati, non c'è nulla da esportare.",
  'The account is closed: its personal data was erased, there is nothing to export.',
  "Le compte est fermé : ses données personnelles ont été effacées, il n'y a rien à exporter.",
  'La cuenta está cerrada: sus datos personales se han borrado, no hay nada que exportar.',
  'Das Konto ist geschlossen: Seine persönlichen Daten wurden gelöscht, es gibt nichts zu exportieren.',
);

export const ALREADY_CLOSED = t(
  "L'account è già chiuso.",
  'The account is already closed.',
  'Le compte est déjà fermé.',
  'La cuenta ya está cerrada.',
  'Das Konto ist bereits geschlossen.',
);
