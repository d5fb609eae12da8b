// Named statements for the database thread (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md):
// a statement text seen before is bound to the statement PostgreSQL already parsed and planned,
// instead of being parsed again. The shop's queries are a few hundred texts sent thousands of times,
// and parsing and planning a small query cost about as much as running it (node-postgres and
// postgres.js name their statements for the same reason).
import { protocol } from '@electric-sql/pglite';

/** At most this many named statements are kept; the least recently used is closed first. */
const KEPT = 500;

export interface StatementPlan {
  /** The frontend messages to send: parse (first time only), bind, describe, execute, sync. */
  message: Uint8Array;
  /** Called with the answer's messages: remembers a statement that was parsed, forgets one that failed. */
  settle(messages: readonly { name: string }[]): void;
}

/**
 * The parts in one array with a buffer of its own. Not Buffer.concat: below 4 KB it answers a view
 * of Node's shared allocation pool, which cannot be transferred, and the message's buffer is
 * transferred to the database thread (pglite-thread.ts).
 */
export function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export class StatementNames {
  /** Statement text → its name, most recently used last; only statements PostgreSQL confirmed. */
  private readonly named = new Map<string, string>();
  /** Texts whose Parse is on its way: a second query of the same text meanwhile goes unnamed. */
  private readonly parsing = new Set<string>();
  /** Names to close with the next message (evicted, or failed in a way that may have left them). */
  private closing: string[] = [];
  private next = 1;

  constructor(private readonly kept = KEPT) {}

  plan(text: string, values: (string | null)[]): StatementPlan {
    const { serialize } = protocol;
    const closes = this.closing.map((name) => serialize.close({ type: 'S', name }));
    this.closing = [];
    const tail = [serialize.describe({ type: 'P' }), serialize.execute(), serialize.sync()];
    const known = this.named.get(text);
    if (known) {
      this.named.delete(text);
      this.named.set(text, known);
      return {
        message: joined([...closes, serialize.bind({ statement: known, values }), ...tail]),
        settle: (messages) => {
          // A failed bind (a plan made stale by a changed table, …) leaves the name unusable: parse it afresh next time.
          if (messages.some((m) => m.name === 'error') && !messages.some((m) => m.name === 'bindComplete')) this.forget(text, known);
        },
      };
    }
    if (this.parsing.has(text)) {
      return { message: joined([...closes, serialize.parse({ text }), serialize.bind({ values }), ...tail]), settle: () => undefined };
    }
    const name = `r${this.next++}`;
    this.parsing.add(text);
    return {
      message: joined([...closes, serialize.parse({ name, text }), serialize.bind({ statement: name, values }), ...tail]),
      settle: (messages) => {
        this.parsing.delete(text);
        if (!messages.some((m) => m.name === 'parseComplete')) return;
        this.named.set(text, name);
        if (this.named.size > this.kept) {
          const [oldestText, oldestName] = this.named.entries().next().value!;
          this.named.delete(oldestText);
          this.closing.push(oldestName);
        }
      },
    };
  }

  private forget(text: string, name: string): void {
    if (this.named.get(text) === name) this.named.delete(text);
    this.closing.push(name);
  }
}
