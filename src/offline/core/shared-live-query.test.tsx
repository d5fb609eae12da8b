// @vitest-environment happy-dom
import Dexie, { type Table } from 'dexie';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { sharedLiveQuery } from './shared-live-query';

// The cart and wishes of every card of a page come from one live query (decision 164).

class CountsDb extends Dexie {
  counts!: Table<{ key: string; n: number }, string>;
  constructor() {
    super('shared-live-query-test');
    this.version(1).stores({ counts: 'key' });
  }
}
const database = new CountsDb();
afterAll(() => database.delete());

const view = testRoot({ act: false });
const shown = () => [...view.host.querySelectorAll('output')].map((o) => o.textContent);

describe('a shared live query', () => {
  it('is read once per change however many components show it, and each shows the latest answer', async () => {
    await database.counts.put({ key: 'cart', n: 1 });
    const querier = vi.fn(() => database.counts.get('cart').then((row) => row?.n ?? 0));
    const stored = sharedLiveQuery(querier);
    const Count = () => <output>{stored.use() ?? 'loading'}</output>;
    view.render(<>{Array.from({ length: 24 }, (_, i) => <Count key={i} />)}</>);

    await vi.waitFor(() => expect(shown()).toEqual(Array(24).fill('1')));
    expect(querier).toHaveBeenCalledTimes(1);

    await database.counts.put({ key: 'cart', n: 2 });
    await vi.waitFor(() => expect(shown()).toEqual(Array(24).fill('2')));
    expect(querier).toHaveBeenCalledTimes(2);
  });

  it('stops watching when the last component goes, and a later one reads afresh', async () => {
    await database.counts.put({ key: 'cart', n: 5 });
    const querier = vi.fn(() => database.counts.get('cart').then((row) => row?.n ?? 0));
    const stored = sharedLiveQuery(querier);
    const Count = () => <output>{stored.use() ?? 'loading'}</output>;
    view.render(<Count />);
    await vi.waitFor(() => expect(shown()).toEqual(['5']));

    view.render(<p>nothing</p>);
    await vi.waitFor(() => expect(shown()).toEqual([]));
    await database.counts.put({ key: 'cart', n: 6 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(querier).toHaveBeenCalledTimes(1);

    view.render(<Count />);
    await vi.waitFor(() => expect(shown()).toEqual(['6']));
  });
});
