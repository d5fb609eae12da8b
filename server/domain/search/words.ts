// A search box value → the words to look for: lower-cased, split on anything that is not a
// letter or a digit, short ones dropped (one letter matches everything), at most six.
export const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 40;

export function searchWords(value: string): string[] {
  const words = value.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}
