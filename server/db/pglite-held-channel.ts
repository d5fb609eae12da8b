// A transaction's statements between the server's main thread and the database thread through
// shared memory instead of messages (docs/decisions/259-a-transaction-speaks-through-shared-memory.md).
// Once a transaction holds PGlite's one connection, nothing else can run on it until the transaction
// ends, so after answering one of its statements the thread waits on this channel for the next one
// instead of going back to its event loop: the statement is written here and the thread woken, with
// no message to serialise, queue and dispatch on either side. The thread stops waiting after
// LISTEN_MS, and anything the channel cannot carry (a request or an answer too big for its buffer, a
// failure) goes by message as before.

/** The state word: nobody listening, the thread listening for transaction N (> 0), or a request written. */
const IDLE = 0;
const WRITTEN = -1;

/** What an answer word says: none yet, an answer (or failure) on the held-answers port, or one in the buffer. */
export const ANSWER = { none: 0, onPort: 1, inBuffer: 2 } as const;

const REQUEST_BYTES = 256 * 1024;
const ANSWER_BYTES = 1024 * 1024;
/** How long the thread waits for a transaction's next statement before it goes back to its event loop. */
const LISTEN_MS = 20;

/** The header's slots: the request's kind, id, transaction, length, and a COMMIT's flag; the answer's length. */
const SLOT = { kind: 0, id: 1, tx: 2, length: 3, commit: 4, answerLength: 5, slots: 6 } as const;
const KIND = { run: 1, end: 2 } as const;

/** The shared memory both threads open the channel on. */
export interface HeldChannelMemory {
  state: Int32Array;
  /** The answer word the main thread waits on (ANSWER's values). */
  answered: Int32Array;
  header: Int32Array;
  request: Uint8Array;
  answer: Uint8Array;
}

export function heldChannelMemory(): HeldChannelMemory {
  return {
    state: new Int32Array(new SharedArrayBuffer(4)),
    answered: new Int32Array(new SharedArrayBuffer(4)),
    header: new Int32Array(new SharedArrayBuffer(4 * SLOT.slots)),
    request: new Uint8Array(new SharedArrayBuffer(REQUEST_BYTES)),
    answer: new Uint8Array(new SharedArrayBuffer(ANSWER_BYTES)),
  };
}

/** A request read from the channel, as the thread's messages say it. */
export type ChannelRequest =
  | { op: 'run'; id: number; tx: number; message: Uint8Array; held: true }
  | { op: 'end'; id: number; tx: number; commit: boolean; before?: Uint8Array };

/**
 * The main thread's side: writes a request of transaction `tx` if the thread is listening for it,
 * and says whether it did. The buffer is written only while the thread waits for this transaction,
 * so never while it reads an earlier request; a thread that stops listening meanwhile leaves the
 * request unread and the caller sends it by message.
 */
export function sendOnChannel(memory: HeldChannelMemory, request: ChannelRequest): boolean {
  const bytes = request.op === 'run' ? request.message : (request.before ?? new Uint8Array(0));
  if (bytes.byteLength > memory.request.byteLength || Atomics.load(memory.state, 0) !== request.tx) return false;
  memory.request.set(bytes);
  memory.header[SLOT.kind] = KIND[request.op];
  memory.header[SLOT.id] = request.id;
  memory.header[SLOT.tx] = request.tx;
  memory.header[SLOT.length] = bytes.byteLength;
  memory.header[SLOT.commit] = request.op === 'end' && request.commit ? 1 : 0;
  if (Atomics.compareExchange(memory.state, 0, request.tx, WRITTEN) !== request.tx) return false;
  Atomics.notify(memory.state, 0);
  return true;
}

/** The main thread's side: the answer in the buffer, copied out before the next one overwrites it. */
export function answerFromChannel(memory: HeldChannelMemory): Uint8Array {
  return memory.answer.slice(0, memory.header[SLOT.answerLength]);
}

/**
 * The main thread's side: waits up to `ms` for a held answer, and says whether it came. A wake-up
 * alone is no answer: the thread raises the answer word and then wakes whoever waits, and put aside
 * between the two on a busy machine, its wake-up for one answer came while the main thread already
 * waited for the next, the word still down ("raised its flag with no answer": the staff command
 * failed so, once in four clean runs of the suite). So the word is read again after every wake-up.
 */
export function waitForAnswer(memory: HeldChannelMemory, ms: number): boolean {
  const until = performance.now() + ms;
  for (;;) {
    if (Atomics.load(memory.answered, 0) !== ANSWER.none) return true;
    const left = until - performance.now();
    if (left <= 0) return false;
    Atomics.wait(memory.answered, 0, ANSWER.none, left);
  }
}

/** The same wait in the event loop, for as long as it takes: resolves once the answer word is raised, whatever woke it before. */
export async function answerRaised(memory: HeldChannelMemory): Promise<void> {
  while (Atomics.load(memory.answered, 0) === ANSWER.none) {
    const woken = Atomics.waitAsync(memory.answered, 0, ANSWER.none);
    if (woken.async) await woken.value;
  }
}

/**
 * The thread's side, before it answers a statement of transaction `tx`: the channel is open for
 * the next one from then on, so the main thread, woken by the answer, finds it open, and a
 * listenOnChannel must follow.
 */
export function expectOnChannel(memory: HeldChannelMemory, tx: number): void {
  Atomics.store(memory.state, 0, tx);
}

/**
 * The thread's side: waits up to LISTEN_MS for transaction `tx`'s next request and returns it, or
 * undefined when none came (the channel is closed, and the main thread then sends by message).
 */
export function listenOnChannel(memory: HeldChannelMemory, tx: number): ChannelRequest | undefined {
  Atomics.wait(memory.state, 0, tx, LISTEN_MS);
  // Closed, unless a request came in the meantime.
  if (Atomics.compareExchange(memory.state, 0, tx, IDLE) !== WRITTEN) return undefined;
  const header = memory.header;
  const bytes = memory.request.slice(0, header[SLOT.length]);
  const id = header[SLOT.id]!;
  Atomics.store(memory.state, 0, IDLE);
  if (header[SLOT.kind] === KIND.run) return { op: 'run', id, tx, message: bytes, held: true };
  return { op: 'end', id, tx, commit: header[SLOT.commit] === 1, ...(bytes.byteLength > 0 ? { before: bytes } : {}) };
}

/** The thread's side: puts a held statement's answer in the buffer and says so, or says it cannot. */
export function answerOnChannel(memory: HeldChannelMemory, bytes: Uint8Array): boolean {
  if (bytes.byteLength > memory.answer.byteLength) return false;
  memory.answer.set(bytes);
  memory.header[SLOT.answerLength] = bytes.byteLength;
  Atomics.store(memory.answered, 0, ANSWER.inBuffer);
  Atomics.notify(memory.answered, 0);
  return true;
}
