// The text of a catalogue file picked by staff. A spreadsheet set to Italian saves "CSV" in
// Windows-1252, not UTF-8 (docs/decisions/233-the-catalogue-file-as-italian-excel-saves-it.md): read
// as UTF-8 its "€" and accented letters would turn into replacement characters and its prices be
// refused. UTF-8 is tried first, strictly; a file that is not UTF-8 is read as Windows-1252.

export function csvTextOf(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export const readCsvFile = async (file: Blob): Promise<string> => csvTextOf(await file.arrayBuffer());
