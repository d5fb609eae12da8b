// The address book's refusals in the shop's five languages (the spec leaves their wording to the
// server: docs/product/accounts.md#address-book).
import type { I18nText } from '../../../contract/i18n-text.js';
import { fiveLangs as t } from '../i18n.js';


export function addressLimit(max: number): I18nText {
  return t(
    `Puoi salvare al massimo ${max} indirizzi: eliminane uno per aggiungerne un altro`,
    `You can save at most ${max} addresses: delete one to add another`,
    `Vous pouvez enregistrer au maximum ${max} adresses : supprimez-en une pour en ajouter une autre`,
    `Puedes guardar como máximo ${max} direcciones: elimina una para añadir otra`,
    `Du kannst höchstens ${max} Adressen speichern: Lösche eine, um eine neue hinzuzufügen`,
  );
}

export const ADDRESS_IS_DEFAULT = t(
  "Un indirizzo predefinito non può essere eliminato: prima rendi predefinito un altro indirizzo",
  'A default address cannot be deleted: make another address the default first',
  "Une adresse par défaut ne peut pas être supprimée : définissez d'abord une autre adresse par défaut",
  'Una dirección predeterminada no se puede eliminar: primero elige otra como predeterminada',
  'Eine Standardadresse kann nicht gelöscht werden: Lege zuerst eine andere Adresse als Standard fest',
);

export const ADDRESS_NOT_FOUND = t(
  'Indirizzo non trovato',
  'Address not found',
  'Adresse introuvable',
  'Dirección no encontrada',
  'Adresse nicht gefunden',
);

export const INVALID_PLACE = t(
  'Provincia, comune e CAP non corrispondono',
  'The province, municipality and postcode do not match',
  'La province, la commune et le code postal ne correspondent pas',
  'La provincia, el municipio y el código postal no coinciden',
  'Provinz, Gemeinde und Postleitzahl passen nicht zusammen',
);
