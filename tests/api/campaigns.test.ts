// GET /v1/campaigns/{id} and the campaign tag of analytics events (decision 117): the seeded
// 'primavera' runs, 'saldi-estivi' ended a month ago.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema } from '../../contract/campaigns.js';
import { mctgEvents } from '../../server/db/schema.js';
import { drainEventIntake } from '../../server/domain/mctg/intake.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ seed: true }); });
afterAll(async () => { await api?.close(); });

/** The last event stored, once the intake wrote what it holds (decision 158). */
const lastEvent = async () => {
  await drainEventIntake(api.db);
  return (await api.db.select().from(mctgEvents).orderBy(desc(mctgEvents.id)).limit(1))[0];
};

describe('GET /v1/campaigns/{id}', () => {
  it('answers a running campaign with its duration', async () => {
    const res = await api.fetch('/v1/campaigns/primavera');
    expect(res.status).toBe(200);
    const campaign = campaignSchema.parse(await res.json());
    expect(campaign).toMatchObject({ id: 'primavera', name: 'Primavera in bici' });
    expect(Date.parse(campaign.duration.from)).toBeLessThan(Date.now());
    expect(Date.parse(campaign.duration.to)).toBeGreaterThan(Date.now());
  });

  it('with select=duration answers only the id and the duration', async () => {
    const body = await (await api.fetch('/v1/campaigns/saldi-estivi?select=duration')).json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['duration', 'id']);
    // An ended campaign is still answered: the shop sees duration.to has passed and drops it.
    expect(Date.parse((body.duration as { to: string }).to)).toBeLessThan(Date.now());
  });

  it('answers 404 CAMPAIGN_NOT_FOUND for an unknown id, 400 for an id that cannot be one', async () => {
    await expectError(await api.fetch('/v1/campaigns/nessuna'), 404, 'CAMPAIGN_NOT_FOUND');
    const bad = await expectError(await api.fetch('/v1/campaigns/Not%20A%20Slug'), 400, 'VALIDATION_ERROR');
    expect(failingFields(bad)).toEqual(['id']);
    expect(failingFields(await expectError(await api.fetch('/v1/campaigns/primavera?select=everything'), 400, 'VALIDATION_ERROR'))).toEqual(['select']);
  });
});

describe('events from a campaign', () => {
  it('keep the id of a running campaign', async () => {
    const res = await api.fetch('/v1/mctg/shop/landing', postJson({ model: 'page', evtData: { path: '/' }, cmp: 'primavera' }));
    expect(res.status).toBe(202);
    expect(await lastEvent()).toMatchObject({ event: 'landing', campaignId: 'primavera' });
  });

  it('are stored without an ended or unknown campaign', async () => {
    for (const cmp of ['saldi-estivi', 'nessuna']) {
      const res = await api.fetch('/v1/mctg/shop/click', postJson({ model: 'article', evtData: { id: 1 }, cmp }));
      expect(res.status, cmp).toBe(202);
      expect(await lastEvent(), cmp).toMatchObject({ event: 'click', campaignId: null });
    }
  });

  it('are refused, and not stored, when cmp cannot be a campaign id', async () => {
    await drainEventIntake(api.db);
    const before = await api.db.$count(mctgEvents);
    const bad = await expectError(await api.fetch('/v1/mctg/shop/click', postJson({ model: 'article', evtData: {}, cmp: '<script>' })), 400, 'VALIDATION_ERROR');
    expect(failingFields(bad)).toEqual(['cmp']);
    await drainEventIntake(api.db);
    expect(await api.db.$count(mctgEvents)).toBe(before);
  });
});
