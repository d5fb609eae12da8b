// What an audit row is about, in words and as a link to its page when it has one
// (docs/decisions/251-the-audit-and-mails-screens.md): an order by its number, an article by its
// name, a customer by number (the audit names no customer), a member by name.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminAuditEntry, AuditSubjectType } from '../../../contract/admin-audit';
import { adminCustomerPath } from '../../../contract/admin-customers';
import { ADMIN_MAILS_PATH } from '../../../contract/admin-mails';
import { adminOrderPath } from '../../../contract/admin-paths';
import { DISCOUNT_CODES_PATH, SETTINGS_PATH } from '../settings/SettingsNav';

/** The subjects' names for the filter. */
export const SUBJECT_LABELS: Record<AuditSubjectType, MessageDescriptor> = {
  order: msg`Ordini`,
  article: msg`Articoli`,
  catalogue: msg`Catalogo`,
  customer: msg`Clienti`,
  settings: msg`Impostazioni`,
  'discount-code': msg`Codici sconto`,
  staff: msg`Personale`,
  signin: msg`Accessi`,
  mail: msg`Mail`,
  retention: msg`Conservazione dei dati`,
};

/** The staff screen (router.tsx's STAFF_PATH, which this file cannot import: the router imports the screens). */
const STAFF_PATH = '/admin/personale';

const isId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id);

/** The subject's words and, when it has a page, its address. */
export function subjectOf(subject: AdminAuditEntry['subject'], after: AdminAuditEntry['after'], i18n: I18n): { text: string; href?: string } {
  const { type, id, label } = subject;
  const name = label ?? id;
  switch (type) {
    case 'order':
      return { text: i18n._(msg`Ordine ${name}`), href: adminOrderPath(id) };
    case 'article':
      return isId(id) ? { text: i18n._(msg`Articolo ${name}`), href: `/admin/catalogo/${id}` } : { text: i18n._(msg`Articolo ${name}`) };
    case 'catalogue':
      return id === 'csv' ? { text: i18n._(msg`File dei prezzi e dello stock`), href: '/admin/file' } : { text: i18n._(msg`Catalogo`), href: '/admin/catalogo' };
    case 'customer': {
      if (isId(id)) return { text: i18n._(msg`Cliente n. ${id}`), href: adminCustomerPath(Number(id)) };
      const q = typeof after?.q === 'string' ? after.q : '';
      return { text: q ? i18n._(msg`Ricerca «${q}»`) : i18n._(msg`Ricerca di clienti`) };
    }
    case 'settings':
      return { text: i18n._(msg`Impostazioni: ${id}`), href: SETTINGS_PATH };
    case 'discount-code':
      return { text: isId(id) ? i18n._(msg`Codice sconto n. ${id}`) : i18n._(msg`Codici sconto`), href: DISCOUNT_CODES_PATH };
    case 'staff':
      return { text: i18n._(msg`Persona: ${name}`), href: STAFF_PATH };
    case 'signin':
      return { text: i18n._(msg`Accesso con ${id}`) };
    case 'mail':
      return { text: i18n._(msg`Mail n. ${id}`), href: ADMIN_MAILS_PATH };
    case 'retention':
      // What the sweep deleted is named by rule only: the audit keeps no trace of whom (decision 250).
      return { text: id === 'order' ? i18n._(msg`Ordini oltre i dieci anni`) : id === 'intent' ? i18n._(msg`Ordini mai completati`) : i18n._(msg`Mail senza ordine`) };
  }
}

/** Who acted: the member's name, the command line (with its system user), or nobody known for a failed sign-in. */
export function whoOf(entry: Pick<AdminAuditEntry, 'staff' | 'origin' | 'osUser' | 'client'>, i18n: I18n): string {
  if (entry.staff) return entry.staff.name || entry.staff.email;
  if (entry.origin === 'system') return i18n._(msg`Il negozio (pulizia periodica)`);
  if (entry.origin === 'command') {
    const user = entry.osUser;
    return user ? i18n._(msg`Riga di comando (utente ${user})`) : i18n._(msg`Riga di comando`);
  }
  const client = entry.client;
  return client ? i18n._(msg`Sconosciuto, da ${client}`) : i18n._(msg`Sconosciuto`);
}
