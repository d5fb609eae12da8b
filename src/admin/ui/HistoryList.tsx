// A subject's history (an order's, an article's), oldest first: when, what was done or refused
// and why, and who (decision 225).
import { useLingui } from '@lingui/react/macro';
import type { AdminHistoryRefusal } from '../../../contract/admin-history';
import { dateTime } from '../lib/format';
import { historyText } from '../lib/history-texts';

interface Entry {
  at: string;
  action: string;
  refusal: AdminHistoryRefusal | null;
  staff: { name: string; email: string };
}

export function HistoryList({ entries }: { entries: Entry[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="plain history" data-testid="history">
      {entries.map((entry, index) => (
        <li key={index} className={entry.refusal ? 'refused' : undefined}>
          {dateTime(entry.at)} — {historyText(entry, i18n)} — {entry.staff.name || entry.staff.email}
        </li>
      ))}
    </ol>
  );
}
