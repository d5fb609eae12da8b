// The one runner (docs/decisions/242-every-order-change-a-workflow.md): a failing step runs the
// undos of the committed ones, newest first, once each; steps of a transaction that failed are not
// undone (it rolled back); nothing before the pivot is undone after it; a step cannot be run by hand.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { defineWorkflow, InjectedFailure, orderStep, runWorkflow, type StepFlow } from './step-runner.js';

/** A database whose transactions run their body at once and tell when they open. */
function fakeDb(log: string[]): Db {
  const db = {
    transaction: async <T>(body: (tx: Db) => Promise<T>) => {
      log.push('begin');
      return body(db as unknown as Db);
    },
  };
  return db as unknown as Db;
}

const step = (name: string, log: string[], fails = false) => orderStep<number, number>(
  name,
  async (_tx, input) => {
    log.push(`run ${name}`);
    if (fails) throw new Error(`${name} failed`);
    return input + 1;
  },
  async (_tx, done) => {
    log.push(`undo ${name} (${done})`);
  },
);

const run = <T>(db: Db, body: (flow: StepFlow) => Promise<T>, stillUndoable?: () => Promise<boolean>) =>
  runWorkflow(db, defineWorkflow<void, T>('intent', (flow) => body(flow), stillUndoable ? { stillUndoable } : {}), undefined);

describe('runWorkflow', () => {
  it('a failing third step runs the second and then the first undo, once each, and the failure goes on', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    await expect(run(db, async (flow) => {
      const one = await flow.step(step('first', log), 0);
      const two = await flow.step(step('second', log), one);
      await flow.step(step('third', log, true), two);
    })).rejects.toThrow('third failed');
    expect(log).toEqual(['run first', 'run second', 'run third', 'begin', 'undo second (2)', 'undo first (1)']);
  });

  it('undoes steps committed by an earlier workflow and those of a committed transaction, newest first', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    let ran: readonly string[] = [];
    await expect(run(db, async (flow) => {
      flow.committed(step('reserve', log), 7);
      await flow.transaction(async (_tx, runStep) => runStep(step('create', log), await runStep(step('hold', log), 1)));
      ran = [...flow.ran];
      await flow.step(step('pay', log, true), 0);
    })).rejects.toThrow('pay failed');
    expect(ran).toEqual(['reserve', 'hold', 'create']);
    expect(log.slice(-3)).toEqual(['undo create (3)', 'undo hold (2)', 'undo reserve (7)']);
  });

  it('does not undo the steps of a transaction that failed: it rolled them back', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    await expect(run(db, async (flow) => {
      await flow.step(step('first', log), 0);
      await flow.transaction(async (_tx, runStep) => runStep(step('third', log, true), await runStep(step('second', log), 1)));
    })).rejects.toThrow('third failed');
    expect(log.filter((l) => l.startsWith('undo'))).toEqual(['undo first (1)']);
  });

  it('writes a failure note in the undos\' transaction, after them, for the failures it names only', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    const noted = (name: string) => defineWorkflow<void, void>('startPayment', async (flow) => {
      await flow.step(step('reserve', log), 0);
      await flow.step(step(name, log, true), 0);
    }, {
      failureNote: (_input, err) => (String(err).includes('provider') ? async (_tx, runStep) => { await runStep(step('note', log), 9); } : null),
    });
    await expect(runWorkflow(db, noted('provider'), undefined)).rejects.toThrow('provider failed');
    expect(log).toEqual(['run reserve', 'run provider', 'begin', 'undo reserve (1)', 'run note']);
    log.length = 0;
    await expect(runWorkflow(db, noted('other'), undefined)).rejects.toThrow('other failed');
    expect(log).toEqual(['run reserve', 'run other', 'begin', 'undo reserve (1)']);
  });

  it('runs no undo when the workflow succeeds, or when the order can no longer be undone', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    expect(await run(db, async (flow) => flow.step(step('only', log), 4))).toBe(5);
    await expect(run(db, async (flow) => {
      await flow.step(step('first', log), 0);
      await flow.step(step('second', log, true), 0);
    }, async () => false)).rejects.toThrow('second failed');
    expect(log.some((l) => l.startsWith('undo'))).toBe(false);
  });

  it('undoes nothing that ran before the pivot: money moved stays moved', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    await expect(run(db, async (flow) => {
      await flow.step(step('reserve', log), 0);
      await flow.step(step('refund at the provider', log), 0);
      flow.pivot();
      await flow.step(step('after', log), 0);
      await flow.step(step('record', log, true), 0);
    })).rejects.toThrow('record failed');
    expect(log.filter((l) => l.startsWith('undo'))).toEqual(['undo after (1)']);
  });

  it('a failure injected after a step undoes that step and those before it', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    const workflow = defineWorkflow<number, number>('intent', async (flow, n) => flow.step(step('second', log), await flow.step(step('first', log), n)));
    await expect(runWorkflow(db, workflow, 0, { failAfter: 'second' })).rejects.toBeInstanceOf(InjectedFailure);
    expect(log.filter((l) => l.startsWith('undo'))).toEqual(['undo second (2)', 'undo first (1)']);
  });

  it("undoes a provider's call after the undo transaction, never inside it", async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    const page = orderStep<number, number>('open the page', async (_tx, n) => n, async () => {
      log.push('undo open the page');
    }, { reachesOut: true });
    await expect(run(db, async (flow) => {
      await flow.step(step('reserve', log), 0);
      await flow.step(page, 0);
      await flow.step(step('save', log), 0);
      await flow.step(step('fail', log, true), 0);
    })).rejects.toThrow('fail failed');
    expect(log.slice(log.indexOf('begin'))).toEqual(['begin', 'undo save (1)', 'undo reserve (1)', 'undo open the page']);
  });

  it('a step shows its name and nothing to call: only the runner runs it or its undo', () => {
    const made = step('only', []);
    expect(Object.keys(made)).toEqual(['name']);
    expect((made as unknown as Record<string, unknown>)['run']).toBeUndefined();
    expect((made as unknown as Record<string, unknown>)['undo']).toBeUndefined();
  });
});
