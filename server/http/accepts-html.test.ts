import { describe, expect, it } from 'vitest';
import { acceptsHtml } from './accepts-html.js';

describe('acceptsHtml', () => {
  it('takes a page for browsers, curl, preview bots and requests without Accept', () => {
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', undefined, '', 'text/*', 'TEXT/HTML',
      'application/json, */*;q=0.1',
    ]) expect(acceptsHtml(accept), String(accept)).toBe(true);
  });

  it('does not for clients that name other types only, or refuse HTML with q=0', () => {
    for (const accept of ['application/json', 'image/avif,image/webp', 'text/html;q=0', 'application/json, */*;q=0']) {
      expect(acceptsHtml(accept), accept).toBe(false);
    }
  });
});
