import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { answerConfirm, confirm, confirmAtom } from './confirmState';

describe('confirm', () => {
  it('resolves true on next and closes', async () => {
    const store = createStore();
    const answer = confirm({ title: 'Svuotare il carrello?', next: 'Sì' }, store);
    expect(store.get(confirmAtom)).toMatchObject({ title: 'Svuotare il carrello?', next: 'Sì' });
    answerConfirm(true, store);
    await expect(answer).resolves.toBe(true);
    expect(store.get(confirmAtom)).toBeNull();
  });

  it('resolves false on undo', async () => {
    const store = createStore();
    const answer = confirm({ title: 'Sicuro?' }, store);
    answerConfirm(false, store);
    await expect(answer).resolves.toBe(false);
  });

  it('declines an unanswered question when a new one arrives', async () => {
    const store = createStore();
    const first = confirm({ title: 'Primo' }, store);
    const second = confirm({ title: 'Secondo' }, store);
    await expect(first).resolves.toBe(false);
    expect(store.get(confirmAtom)?.title).toBe('Secondo');
    answerConfirm(true, store);
    await expect(second).resolves.toBe(true);
  });
});
