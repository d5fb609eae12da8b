import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.js';

describe('composeMail', () => {
  const mail = composeMail('giulia@example.it', {
    subject: 'Oggetto',
    greeting: 'Ciao <Giulia>,',
    paragraphs: ['Primo & unico.'],
    action: { label: 'Apri "il link"', url: 'https://shop.test/recupero-password/abc?email=a%40b.it&x=1' },
    after: ['Dopo.'],
    signOff: 'Il team Raggio',
  });

  it('writes the text part in order, with the link on a line of its own', () => {
    expect(mail.text).toBe('Ciao <Giulia>,\n\nPrimo & unico.\n\nApri "il link":\nhttps://shop.test/recupero-password/abc?email=a%40b.it&x=1\n\nDopo.\n\nIl team Raggio\n');
  });

  it('escapes every value in the HTML part', () => {
    expect(mail.html).toContain('<p>Ciao &lt;Giulia&gt;,</p><p>Primo &amp; unico.</p>');
    expect(mail.html).toContain('href="https://shop.test/recupero-password/abc?email=a%40b.it&amp;x=1"');
    expect(mail.html).toContain('>Apri &quot;il link&quot;</a>');
    expect(mail.html).not.toContain('<Giulia>');
  });
});
