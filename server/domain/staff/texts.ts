// The staff screen's refusals in the shop's five languages
// (docs/decisions/237-staff-roles-and-the-staff-screen.md).
import { inFiveLangs } from '../i18n.js';

export const OWNER_ONLY = inFiveLangs(/*i18n*/ { id: 'staff.ownerOnly', message: 'Solo un titolare può farlo' });

export const STAFF_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'staff.staffNotFound', message: 'Persona dello staff non trovata' });

export const STAFF_ALREADY_ACTIVE = inFiveLangs(/*i18n*/ { id: 'staff.staffAlreadyActive', message: 'Questa persona fa già parte dello staff e ha una password' });

export const STAFF_REMOVE_SELF = inFiveLangs(/*i18n*/ { id: 'staff.staffRemoveSelf', message: 'Non puoi rimuovere te stesso' });

export const STAFF_LAST_OWNER = inFiveLangs(/*i18n*/ { id: 'staff.staffLastOwner', message: 'Deve restare almeno un titolare' });

export const STAFF_REMOVED = inFiveLangs(/*i18n*/ { id: 'staff.staffRemoved', message: 'Questa persona è stata rimossa: invitala di nuovo' });
