/** One line per affected article: the newest notice of each line, with every seq it stands for. */
export function noticeLines<N extends { seq: number; lineKey: string }>(notices: readonly N[]): (N & { seqs: number[] })[] {
  const byLine = new Map<string, N & { seqs: number[] }>();
  for (const notice of notices) {
    const seqs = [...(byLine.get(notice.lineKey)?.seqs ?? []), notice.seq];
    byLine.delete(notice.lineKey);
    byLine.set(notice.lineKey, { ...notice, seqs });
  }
  return [...byLine.values()];
}
