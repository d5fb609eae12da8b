// The one runner of an order's workflows (docs/decisions/242-every-order-change-a-workflow.md;
// decisions 127, 191), after Medusa's workflows: every change of an order is a named workflow
// whose body runs steps through the runner; the runner records each step that committed, and when
// a later step fails runs the undos of the committed ones, newest first, each once, then lets the
// failure go on (the undos in one transaction; a provider's call's undo after it commits). Steps
// that share one transaction count as committed only when it commits: a failure inside it rolls
// them all back, and nothing is undone twice. A step's run and undo are
// keyed by symbols only this module holds: no other code can run a step, or its undo, by hand.
import type { OrderWorkflow } from '../../../contract/order-life.js';
import type { Db } from '../../db/client.js';

const RUN = Symbol('run');
const UNDO = Symbol('undo');
const REACHES_OUT = Symbol('reaches out');

/** A step: its run in the flow's transaction; its undo takes back what a committed run did. */
export interface OrderStep<In, Out, Done = Out> {
  readonly name: string;
  readonly [RUN]: (tx: Db, input: In) => Promise<Out>;
  readonly [UNDO]: (tx: Db, done: Done) => Promise<void>;
  readonly [REACHES_OUT]: boolean;
}

export interface StepOptions {
  /**
   * A provider's call (a payment page opened, a refund): its undo is another call, made after the
   * undo transaction committed, never while it holds the database (a provider's answer can need
   * the database: a webhook, a sandbox in the same process).
   */
  reachesOut?: boolean;
}

/** Makes a step; `undo` gets what `run` answered (or, for a step committed earlier, what the caller says it did). */
export function orderStep<In, Out, Done = Out>(
  name: string, run: (tx: Db, input: In) => Promise<Out>, undo: (tx: Db, done: Done) => Promise<void>, { reachesOut = false }: StepOptions = {},
): OrderStep<In, Out, Done> {
  return { name, [RUN]: run, [UNDO]: undo, [REACHES_OUT]: reachesOut };
}

interface Committed {
  name: string;
  reachesOut: boolean;
  undo: (tx: Db) => Promise<void>;
}

export type RunStep = <In, Out, Done>(step: OrderStep<In, Out, Done>, input: In) => Promise<Out>;

export interface StepFlow {
  /** A step committed by an earlier workflow (the intent's, seen from its payment), undone like the rest. */
  committed<Done>(step: OrderStep<never, unknown, Done>, done: Done): void;
  /** Runs one step on its own (a provider call, or a step that needs no transaction of the flow's). */
  step<In, Out>(step: OrderStep<In, Out, Out>, input: In): Promise<Out>;
  /** Runs several steps in one transaction; they count as committed once it commits. */
  transaction<T>(body: (tx: Db, run: RunStep) => Promise<T>): Promise<T>;
  /**
   * The point of no return: what ran so far stays whatever fails after (money a provider has
   * refunded is not taken back by undoing its record).
   */
  pivot(): void;
  /** The names of the committed steps, oldest first. */
  readonly ran: readonly string[];
}

/** Steps run in the undo transaction after the undos: they record the failure, and are never undone. */
export type FailureNote = (tx: Db, run: RunStep) => Promise<void>;

export interface WorkflowOptions<In> {
  /**
   * Read under the undo transaction's locks, before any undo: false when the undos no longer
   * apply (the order was placed meanwhile by another caller, or already undone).
   */
  readonly stillUndoable?: (tx: Db, input: In) => Promise<boolean>;
  /**
   * What a failure of the workflow leaves written on the order (a payment's start refused: its
   * last error), or null: run in the undo transaction, so the note and the undos commit together.
   */
  readonly failureNote?: (input: In, err: unknown) => FailureNote | null;
}

/** A named change of an order: its body runs steps through the flow the runner hands it. */
export interface OrderWorkflowOf<In, Out> extends WorkflowOptions<In> {
  readonly name: WorkflowName;
  readonly body: (flow: StepFlow, input: In) => Promise<Out>;
}

/**
 * The workflows of contract/order-life.ts, and those that change an order without moving its
 * status: a withdrawal statement (decision 234), its return's course (decision 245, the proof of
 * shipment of decision 249), the delivery day the staff record (decision 249); the customer's
 * addresses taken off their orders when they close their account (decision 262); the invoice of an
 * order already shipped, issued by the staff (decision 260); and the end of the record, past its
 * retention (decision 250).
 */
export type WorkflowName = OrderWorkflow | 'withdraw' | 'acceptReturn' | 'refuseReturn' | 'receiveReturn' | 'recordShipmentProof' | 'recordDelivery' | 'retention'
  | 'forgetCustomer' | 'issueInvoice';

const defined = new Set<WorkflowName>();

export function defineWorkflow<In, Out>(
  name: WorkflowName, body: (flow: StepFlow, input: In) => Promise<Out>, { stillUndoable, failureNote }: WorkflowOptions<In> = {},
): OrderWorkflowOf<In, Out> {
  defined.add(name);
  return { name, body, ...(stillUndoable ? { stillUndoable } : {}), ...(failureNote ? { failureNote } : {}) };
}

/** The names of the workflows defined by the modules loaded so far (order-workflows.test.ts compares them with the table). */
export const definedWorkflows = (): ReadonlySet<WorkflowName> => defined;

/** The failure a test injects after a named step (the undo paths' tests). */
export class InjectedFailure extends Error {
  constructor(readonly after: string) {
    super(`failure injected after the step '${after}'`);
  }
}

export interface RunOptions {
  /** Tests only: fail right after the step of this name ran, to try the undo path. */
  failAfter?: string;
}

let armedFailure: string | undefined;

type StepWatcher = (workflow: WorkflowName, step: string) => void;
let stepWatcher: StepWatcher | undefined;

/**
 * Tests only (the undo paths' step lists checked against the code,
 * docs/decisions/267-undo-paths-and-mail-kinds-checked-against-the-code.md): `watch` hears each
 * step a workflow runs, as it ran, before any failure injected after it; `undefined` stops it.
 */
export function watchSteps(watch: StepWatcher | undefined): void {
  stepWatcher = watch;
}

/**
 * Tests only (the undo paths tried through the API): the next step named `step`, in whichever
 * workflow runs it, fails right after it ran; then the runner is disarmed. `undefined` disarms it.
 */
export function failAfterStep(step: string | undefined): void {
  armedFailure = step;
}

/**
 * Runs `workflow` on `input` in `db` (the database, or a caller's transaction: its transactions
 * are then savepoints); on a failure, the undos of its committed steps (newest first) in one
 * transaction, then rethrows.
 */
export async function runWorkflow<In, Out>(db: Db, workflow: OrderWorkflowOf<In, Out>, input: In, { failAfter }: RunOptions = {}): Promise<Out> {
  let committed: Committed[] = [];
  const record = <Done>(step: OrderStep<never, unknown, Done>, done: Done) => {
    committed.push({ name: step.name, reachesOut: step[REACHES_OUT], undo: (tx) => step[UNDO](tx, done) });
  };
  const injected = (name: string) => {
    stepWatcher?.(workflow.name, name);
    if (name === armedFailure) armedFailure = undefined;
    else if (name !== failAfter) return;
    throw new InjectedFailure(name);
  };
  const flow: StepFlow = {
    committed: record,
    async step(step, input) {
      const out = await step[RUN](db, input);
      record(step, out);
      injected(step.name);
      return out;
    },
    async transaction(body) {
      const inside: Committed[] = [];
      const result = await db.transaction((tx) => body(tx, async (step, stepInput) => {
        const out = await step[RUN](tx, stepInput);
        // A step's undo takes what its run answered (Done is what of Out the undo needs).
        inside.push({ name: step.name, reachesOut: step[REACHES_OUT], undo: (undoTx) => step[UNDO](undoTx, out as unknown as Parameters<typeof step[typeof UNDO]>[1]) });
        injected(step.name);
        return out;
      }));
      committed.push(...inside);
      return result;
    },
    pivot() {
      committed = [];
    },
    get ran() {
      return committed.map((c) => c.name);
    },
  };
  try {
    return await workflow.body(flow, input);
  } catch (err) {
    const note = workflow.failureNote?.(input, err) ?? null;
    if (committed.length > 0 || note) {
      const undos = [...committed].reverse();
      const undone = await db.transaction(async (tx) => {
        const undoable = !workflow.stillUndoable || (await workflow.stillUndoable(tx, input));
        if (undoable) for (const step of undos) if (!step.reachesOut) await step.undo(tx);
        if (note) await note(tx, (step, stepInput) => step[RUN](tx, stepInput));
        return undoable;
      });
      if (undone) for (const step of undos) if (step.reachesOut) await step.undo(db);
    }
    throw err;
  }
}
