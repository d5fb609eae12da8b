// The copy of a customer's data saved as a file: by the customer on /me and by staff in the back
// office (docs/decisions/236-the-customers-own-data.md, 241-back-office-customers.md).
import type { PersonalData } from '../../contract/personal-data';

/** The name the copy of one's data is saved under, as the server's Content-Disposition names it. */
export const personalDataFileName = (data: Pick<PersonalData, 'profile' | 'exportedAt'>) =>
  `raggio-dati-personali-${data.profile.id}-${data.exportedAt.slice(0, 10)}.json`;

/** The copy as the file saved: the export, indented so it can be read in any text editor. */
export const personalDataFileText = (data: PersonalData) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * Saves the copy as a file through a temporary link. Browser-only: called from a click, long
 * after hydration.
 */
export function savePersonalDataFile(data: PersonalData): void {
  const url = URL.createObjectURL(new Blob([personalDataFileText(data)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = personalDataFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
