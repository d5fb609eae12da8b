// The withdrawal function's pages render on the server (decisions 234, 261): the chooser /recesso
// and one order's statement /recesso/{id}, in Italian and English, without browser globals and
// without falling back to client rendering; the session and the orders are the browser's.
import { describe, expect, it } from 'vitest';
import { ORIGIN, ssrBundleSuite } from './ssr-bundle.js';

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000261';
const ssr = ssrBundleSuite(4);

describe('the withdrawal pages rendered on the server', () => {
  it.each([
    ['/recesso', 'Recesso dal contratto'],
    [`/recesso/${ORDER_ID}`, 'Recesso dal contratto'],
    ['/en/recesso', 'Withdrawal from the contract'],
    [`/en/recesso/${ORDER_ID}`, 'Withdrawal from the contract'],
  ])('%s renders its heading, loading until the browser has the session', async (url, heading) => {
    const result = await ssr.render({ url, origin: ORIGIN, reader: ssr.reader });
    expect(result.kind, url).toBe('html');
    if (result.kind !== 'html') return;
    expect(result.status, url).toBe(200);
    expect(result.body, url).toContain(`<h1 id="withdrawal-title">${heading}</h1>`);
    expect(result.body, url).not.toContain('Switched to client rendering');
  });
});
