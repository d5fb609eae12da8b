// A subject's history (an order's, an article's), oldest first: when, what was done or refused
// and why, and who (decision 225); an order's staff notes among them, their text as plain text
// (decision 240); what an article's change changed, from what to what (decision 246).
import { useLingui } from '@lingui/react/macro';
import type { AdminHistoryRefusal } from '../../../contract/admin-history';
import { dateTime } from '../lib/format';
import { historyChanges } from '../lib/history-changes';
import { historyText } from '../lib/history-texts';

interface Entry {
  at: string;
  action: string;
  refusal: AdminHistoryRefusal | null;
  staff: { name: string; email: string };
  before?: unknown;
  after?: unknown;
  /** A staff note's text, shown as written (React escapes it: never HTML). */
  note?: string;
}

export function HistoryList({ entries, variantCodes }: { entries: Entry[]; variantCodes?: Readonly<Record<string, string>> }) {
  const { i18n } = useLingui();
  return (
    <ol className="plain history" data-testid="history">
      {entries.map((entry, index) => {
        const changes = historyChanges(entry, i18n, variantCodes);
        return (
          <li key={index} className={entry.refusal ? 'refused' : entry.note !== undefined ? 'note' : undefined}>
            {dateTime(entry.at)} — {historyText(entry, i18n)} — {entry.staff.name || entry.staff.email}
            {entry.note !== undefined && <p className="note-text">{entry.note}</p>}
            {changes.length > 0 && <ul className="changes">{changes.map((line, i) => <li key={i}>{line}</li>)}</ul>}
          </li>
        );
      })}
    </ol>
  );
}
