// The step runner (decisions 127, 191): a failing step runs the undos of the committed ones,
// newest first, once each; steps of a transaction that failed are not undone (it rolled back).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { runSteps, type OrderStep } from './step-runner.js';

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

const step = (name: string, log: string[], fails = false): OrderStep<number, number> => ({
  name,
  run: async (_tx, input) => {
    log.push(`run ${name}`);
    if (fails) throw new Error(`${name} failed`);
    return input + 1;
  },
  undo: async (_tx, done) => {
    log.push(`undo ${name} (${done})`);
  },
});

describe('runSteps', () => {
  it('a failing third step runs the second and then the first undo, once each, and the failure goes on', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    await expect(runSteps(db, async (flow) => {
      const one = await flow.step(step('first', log), 0);
      const two = await flow.step(step('second', log), one);
      await flow.step(step('third', log, true), two);
    })).rejects.toThrow('third failed');
    expect(log).toEqual(['run first', 'run second', 'run third', 'begin', 'undo second (2)', 'undo first (1)']);
  });

  it('undoes steps committed by an earlier call and those of a committed transaction, newest first', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    let ran: readonly string[] = [];
    await expect(runSteps(db, async (flow) => {
      flow.committed(step('reserve', log), 7);
      await flow.transaction(async (_tx, run) => run(step('create', log), await run(step('hold', log), 1)));
      ran = [...flow.ran];
      await flow.step(step('pay', log, true), 0);
    })).rejects.toThrow('pay failed');
    expect(ran).toEqual(['reserve', 'hold', 'create']);
    expect(log.slice(-3)).toEqual(['undo create (3)', 'undo hold (2)', 'undo reserve (7)']);
  });

  it('does not undo the steps of a transaction that failed: it rolled them back', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    await expect(runSteps(db, async (flow) => {
      await flow.step(step('first', log), 0);
      await flow.transaction(async (_tx, run) => run(step('third', log, true), await run(step('second', log), 1)));
    })).rejects.toThrow('third failed');
    expect(log.filter((l) => l.startsWith('undo'))).toEqual(['undo first (1)']);
  });

  it('runs no undo when the flow succeeds, or when the order can no longer be undone', async () => {
    const log: string[] = [];
    const db = fakeDb(log);
    expect(await runSteps(db, async (flow) => flow.step(step('only', log), 4))).toBe(5);
    await expect(runSteps(db, async (flow) => {
      await flow.step(step('first', log), 0);
      await flow.step(step('second', log, true), 0);
    }, { stillUndoable: async () => false })).rejects.toThrow('second failed');
    expect(log.some((l) => l.startsWith('undo'))).toBe(false);
  });
});
