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

describe('composeMail, a closing paragraph that is a link', () => {
  const mail = composeMail('giulia@example.it', {
    subject: 'Oggetto', greeting: 'Ciao,', paragraphs: [],
    after: ['Domande? Rispondi.', { label: 'Recedi "qui" <ora>', url: 'https://shop.test/recesso/1?a=1&b="2"' }],
    signOff: 'Il team Raggio',
  });

  it('makes the words themselves the link in the HTML part, both escaped', () => {
    expect(mail.html).toContain('<p>Domande? Rispondi.</p><p><a href="https://shop.test/recesso/1?a=1&amp;b=&quot;2&quot;">Recedi &quot;qui&quot; &lt;ora&gt;</a></p>');
    expect(mail.html).not.toContain('<ora>');
  });

  it('keeps the address after the words in the text part', () => {
    expect(mail.text).toContain('\n\nRecedi "qui" <ora>: https://shop.test/recesso/1?a=1&b="2"\n\nIl team Raggio\n');
  });
});
