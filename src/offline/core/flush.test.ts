import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../contract/error';
import type { HttpClient } from '../../lib/http';
import { RaggioDb, replaceDatabase } from './db';
import { flushOutbox } from './flush';
import type { OutboxKind } from './kind';
import { endEntry, newEntry, pendingEntries } from './queue';
import type { QueuedPayload } from './types';

// The core flushes whatever kinds it is handed (decision 213): a made-up kind, notes posted to a
// made-up path, is frozen, sent, settled and refused through its own code, with no cart, wishes
// or order anywhere.

interface NotePayload extends QueuedPayload { kind: 'note.post'; text: string }

let database: RaggioDb;
let n = 0;

/** The notes kind: its mirror is a list kept by the test; its refusals are told to `refusals`. */
function notesKind() {
  const mirror: string[] = [];
  const refusals: { id: string; code: string | undefined }[] = [];
  const kind: OutboxKind<NotePayload> = {
    name: 'notes',
    owns: (payload): payload is NotePayload => payload.kind === 'note.post',
    freezeReads: [],
    freeze: async (payload) => ({ method: 'POST', path: 'notes', body: { text: payload.text } }),
    start: (run) => ({
      async deliver(entry) {
        const answer = await run.send<{ saved: string }>(entry);
        await database.transaction('rw', database.outbox, database.outcomes, () => endEntry(database, entry));
        mirror.push(answer.saved);
      },
      async refuse(entry, error) {
        await database.transaction('rw', database.outbox, database.outcomes, () => endEntry(database, entry, error));
        refusals.push({ id: entry.id, code: error.code });
      },
    }),
  };
  return { kind, mirror, refusals };
}

const note = (text: string): NotePayload => ({ kind: 'note.post', lineKey: `note:${text}`, text });

async function queue(...texts: string[]): Promise<string[]> {
  const entries = texts.map((text) => newEntry(note(text), Date.now()));
  await database.outbox.bulkAdd(entries);
  return entries.map((entry) => entry.id);
}

/** A server that answers each POST with `answer(body)`; every call is recorded with its key. */
function server(answer: (body: { text: string }) => Promise<unknown>) {
  const calls: { method: string; path: string; key: string | undefined; lang: unknown }[] = [];
  const request = vi.fn((method: string, path: string, options: { body: { text: string }; headers: Record<string, string>; query: { lang: string } }) => {
    calls.push({ method, path, key: options.headers['Idempotency-Key'], lang: options.query.lang });
    return answer(options.body);
  });
  return { calls, http: { request, get: vi.fn() } as unknown as HttpClient };
}

beforeEach(() => {
  database = new RaggioDb(`flush-kinds-test-${n++}`);
  replaceDatabase(database);
});

describe('the outbox core, with a kind of its caller', () => {
  it('sends that kind\'s entries oldest first, each under its own key, and settles each answer through the kind', async () => {
    const notes = notesKind();
    const ids = await queue('first', 'second');
    const { calls, http } = server(async ({ text }) => ({ saved: text.toUpperCase() }));

    const result = await flushOutbox({ http, lang: () => 'en', database, kinds: [notes.kind] });

    expect(result).toEqual({ sent: 2, retryAt: null });
    expect(calls).toEqual([
      { method: 'POST', path: 'notes', key: ids[0], lang: 'en' },
      { method: 'POST', path: 'notes', key: ids[1], lang: 'en' },
    ]);
    expect(notes.mirror).toEqual(['FIRST', 'SECOND']);
    expect(await pendingEntries(database)).toEqual([]);
    expect(await database.outcomes.bulkGet(ids)).toMatchObject([{ ok: true }, { ok: true }]);
  });

  it('tells a refusal through the kind, ends that entry, and keeps the next one that got no answer', async () => {
    const notes = notesKind();
    const [refused, unanswered] = await queue('too long', 'later');
    const tooLong: ApiError = { code: 'VALIDATION_ERROR', message: 'too long', statusCode: 400 };
    const offline: ApiError = { code: 'NETWORK_ERROR', message: 'offline', statusCode: 0 };
    const { http } = server(({ text }) => Promise.reject(text === 'too long' ? tooLong : offline));

    const result = await flushOutbox({ http, lang: () => 'it', database, kinds: [notes.kind] });

    expect(notes.refusals).toEqual([{ id: refused, code: 'VALIDATION_ERROR' }]);
    expect(await database.outcomes.get(refused!)).toMatchObject({ ok: false, error: tooLong });
    expect(result.sent).toBe(1);
    expect(result.retryAt).not.toBeNull();
    const [kept] = await pendingEntries(database);
    expect(kept).toMatchObject({ id: unanswered, attempts: 1, lastError: offline, request: { path: 'notes', body: { text: 'later' } } });
    expect(notes.mirror).toEqual([]);
  });

  it('keeps an entry no kind it was handed owns, rather than dropping it', async () => {
    await queue('kept');
    const { calls, http } = server(async () => ({ saved: 'x' }));

    await expect(flushOutbox({ http, lang: () => 'it', database, kinds: [] })).rejects.toThrow(/note\.post/);

    expect(calls).toEqual([]);
    expect(await pendingEntries(database)).toHaveLength(1);
  });
});
