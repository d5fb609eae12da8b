// The one runner of order placement's steps (decisions 127, 191), after Medusa's workflows: it runs
// the steps, records each that committed, and when a later step fails runs the undos of the
// committed ones, newest first, each once, then lets the failure go on. Steps that share one
// transaction count as committed only when it commits: a failure inside it rolls them all back,
// and nothing is undone twice. No caller runs an undo by hand.
import type { Db } from '../../db/client.js';

/** A step: `run` in the caller's transaction; `undo` takes back what a committed run did. */
export interface OrderStep<In, Out, Done = Out> {
  name: string;
  run(tx: Db, input: In): Promise<Out>;
  undo(tx: Db, done: Done): Promise<void>;
}

interface Committed {
  name: string;
  undo: (tx: Db) => Promise<void>;
}

type RunStep = <In, Out, Done>(step: OrderStep<In, Out, Done>, input: In) => Promise<Out>;

export interface StepFlow {
  /** A step committed by an earlier call (the intent's steps, seen from its payment), undone like the rest. */
  committed<Done>(step: OrderStep<never, unknown, Done>, done: Done): void;
  /** Runs one step on its own (a provider call, or a step that needs no transaction of the flow's). */
  step<In, Out>(step: OrderStep<In, Out, Out>, input: In): Promise<Out>;
  /** Runs several steps in one transaction; they count as committed once it commits. */
  transaction<T>(body: (tx: Db, run: RunStep) => Promise<T>): Promise<T>;
  /** The names of the committed steps, oldest first. */
  readonly ran: readonly string[];
}

export interface RunOptions {
  /**
   * Read under the undo transaction's locks, before any undo: false when the undos no longer
   * apply (the order was placed meanwhile by another caller, or already undone).
   */
  stillUndoable?: (tx: Db) => Promise<boolean>;
}

/** Runs `body`'s steps; on a failure, their undos (newest first) in one transaction, then rethrows. */
export async function runSteps<T>(db: Db, body: (flow: StepFlow) => Promise<T>, { stillUndoable }: RunOptions = {}): Promise<T> {
  const committed: Committed[] = [];
  const record = <Done>(step: OrderStep<never, unknown, Done>, done: Done) => {
    committed.push({ name: step.name, undo: (tx) => step.undo(tx, done) });
  };
  const flow: StepFlow = {
    committed: record,
    async step(step, input) {
      const out = await step.run(db, input);
      record(step, out);
      return out;
    },
    async transaction(body) {
      const inside: Committed[] = [];
      const result = await db.transaction((tx) => body(tx, async (step, input) => {
        const out = await step.run(tx, input);
        // A step's undo takes what its run answered (Done is what of Out the undo needs).
        inside.push({ name: step.name, undo: (undoTx) => step.undo(undoTx, out as unknown as Parameters<typeof step.undo>[1]) });
        return out;
      }));
      committed.push(...inside);
      return result;
    },
    get ran() {
      return committed.map((c) => c.name);
    },
  };
  try {
    return await body(flow);
  } catch (err) {
    if (committed.length > 0) {
      await db.transaction(async (tx) => {
        if (stillUndoable && !(await stillUndoable(tx))) return;
        for (const step of [...committed].reverse()) await step.undo(tx);
      });
    }
    throw err;
  }
}
