import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forgetSessionId, newSessionId, readSessionId, SESSION_COOKIE, writeSessionId } from './session-cookie.js';

const app = new Hono();
app.get('/read', (c) => c.json({ id: readSessionId(c) ?? null }));
app.get('/write', (c) => { writeSessionId(c, c.req.query('id')!, c.req.query('secure') === '1'); return c.body(null, 204); });
app.get('/forget', (c) => { forgetSessionId(c, true); return c.body(null, 204); });

const read = async (cookie: string) => ((await (await app.request('/read', { headers: { cookie } })).json()) as { id: string | null }).id;

describe('newSessionId', () => {
  it('makes a new 32-byte base64url id each time, one readSessionId takes', async () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    const id = [...ids][0]!;
    expect(Buffer.from(id, 'base64url').byteLength).toBe(32);
    expect(await read(`${SESSION_COOKIE}=${id}`)).toBe(id);
  });
});

describe('readSessionId', () => {
  it('reads the id of the raggio_ss cookie among others, and nothing from a malformed or missing one', async () => {
    const id = newSessionId();
    expect(await read(`theme=dark; ${SESSION_COOKIE}=${id}; other=1`)).toBe(id);
    for (const cookie of ['', 'theme=dark', `${SESSION_COOKIE}=`, `${SESSION_COOKIE}=short`, `${SESSION_COOKIE}=${id}x`, `${SESSION_COOKIE}=${id.slice(1)}!`, `other_ss=${id}`]) {
      expect(await read(cookie), cookie).toBeNull();
    }
  });
});

describe('writeSessionId and forgetSessionId', () => {
  it('write an httpOnly, SameSite=Lax cookie for the whole site, kept a year, Secure only when asked', async () => {
    const id = newSessionId();
    const plain = (await app.request(`/write?id=${id}`)).headers.get('set-cookie')!;
    expect(plain.split('; ').sort()).toEqual([`${SESSION_COOKIE}=${id}`, 'HttpOnly', `Max-Age=${365 * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax'].sort());
    expect((await app.request(`/write?id=${id}&secure=1`)).headers.get('set-cookie')).toContain('Secure');
  });

  it('forget the cookie on the whole site: empty and expired at once', async () => {
    const cookie = (await app.request('/forget')).headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });
});
