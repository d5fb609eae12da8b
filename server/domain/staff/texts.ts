// The staff screen's refusals in the shop's five languages
// (docs/decisions/237-staff-roles-and-the-staff-screen.md).
import { fiveLangs as t } from '../i18n.js';

export const OWNER_ONLY = t(
  'Solo un titolare può farlo',
  'Only an owner may do this',
  'Seul un titulaire peut le faire',
  'Solo un titular puede hacerlo',
  'Nur ein Inhaber darf das tun',
);

export const STAFF_NOT_FOUND = t(
  'Persona dello staff non trovata',
  'Staff member not found',
  'Membre du personnel introuvable',
  'Miembro del personal no encontrado',
  'Mitarbeiter nicht gefunden',
);

export const STAFF_ALREADY_ACTIVE = t(
  'Questa persona fa già parte dello staff e ha una password',
  'This person is already on the staff and has a password',
  'Cette personne fait déjà partie du personnel et a un mot de passe',
  'Esta persona ya forma parte del personal y tiene contraseña',
  'Diese Person gehört bereits zum Personal und hat ein Passwort',
);

export const STAFF_REMOVE_SELF = t(
  'Non puoi rimuovere te stesso',
  'You cannot remove yourself',
  'Vous ne pouvez pas vous retirer vous-même',
  'No puedes eliminarte a ti mismo',
  'Du kannst dich nicht selbst entfernen',
);

export const STAFF_LAST_OWNER = t(
  'Deve restare almeno un titolare',
  'At least one owner must remain',
  'Il doit rester au moins un titulaire',
  'Debe quedar al menos un titular',
  'Mindestens ein Inhaber muss bleiben',
);

export const STAFF_REMOVED = t(
  'Questa persona è stata rimossa: invitala di nuovo',
  'This person was removed: invite them again',
  'Cette personne a été retirée : invitez-la à nouveau',
  'Esta persona fue eliminada: invítala de nuevo',
  'Diese Person wurde entfernt: lade sie erneut ein',
);
