// Bench figures are medians of repeated runs (a run may fail and give no figure).
/** The median of the values present (null when none is). */
export function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[mid]! : (present[mid - 1]! + present[mid]!) / 2;
}
