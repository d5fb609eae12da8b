import { beforeEach, describe, expect, it } from 'vitest';
import { RaggioDb, replaceDatabase } from '../core/db';
import { adoptCheckoutAnswer } from './checkout-answer';
import { checkoutWith, serverItem } from './test-data';

// Which of two server answers the local cart keeps when they arrive out of order (decision 076):
// the one whose request started later, whenever each was written.

let database: RaggioDb;
let n = 0;

beforeEach(async () => {
  database = new RaggioDb(`checkout-answer-test-${n++}`);
  replaceDatabase(database);
});

const mirrored = async () => (await database.checkout.get('current'))?.state.items.map((item) => item.quantity);

describe('adoptCheckoutAnswer', () => {
  it('keeps a step answer whose request started after a read that was stored late', async () => {
    const startupRead = checkoutWith([serverItem({ articleId: 1, quantity: 1 })]);
    const stepAnswer = checkoutWith([serverItem({ articleId: 1, quantity: 2 })]);
    const readStarted = Date.now() - 2_000;
    const stepStarted = Date.now() - 1_000;
    // The start-up read (started first) reaches the mirror only now, after the step's call began.
    expect(await adoptCheckoutAnswer(startupRead, readStarted)).toBe(true);
    expect(await adoptCheckoutAnswer(stepAnswer, stepStarted)).toBe(true);
    expect(await mirrored()).toEqual([2]);
  });

  it('ignores an answer whose request started before the mirrored one', async () => {
    const newer = checkoutWith([serverItem({ articleId: 1, quantity: 3 })]);
    const older = checkoutWith([serverItem({ articleId: 1, quantity: 1 })]);
    expect(await adoptCheckoutAnswer(newer, Date.now() - 1_000)).toBe(true);
    expect(await adoptCheckoutAnswer(older, Date.now() - 2_000)).toBe(false);
    expect(await mirrored()).toEqual([3]);
  });
});
