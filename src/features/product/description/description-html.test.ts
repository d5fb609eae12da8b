// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it lets scripts through there); the sanitiser is tested in jsdom.
import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl, descriptionHtml, isSameSite } from './description-html';
import { plainText } from './description-text';

const origin = 'https://shop.example';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('descriptionHtml', () => {
  it('removes scripts and event handlers but keeps the text and markup', () => {
    const html = descriptionHtml('<p>Carbon <b>frame</b><script>window.hacked = 1</script></p><img src="/img/x/576.webp" onerror="window.hacked = 2">', origin);
    const out = parse(html);
    expect(out.querySelector('script')).toBeNull();
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('hacked');
    expect(out.querySelector('b')?.textContent).toBe('frame');
    expect(out.querySelector('p')?.textContent).toBe('Carbon frame');
  });

  it('makes relative links absolute on the site address', () => {
    const out = parse(descriptionHtml('<a href="/d/x">x</a> <a href="assistenza">help</a> <img src="/img/k/576.webp" alt="">', origin));
    const [root, bare] = out.querySelectorAll('a');
    expect(root?.getAttribute('href')).toBe(`${origin}/d/x`);
    expect(bare?.getAttribute('href')).toBe(`${origin}/assistenza`);
    expect(out.querySelector('img')?.getAttribute('src')).toBe(`${origin}/img/k/576.webp`);
  });

  it('keeps external, mail and in-page links, opening external ones in a new tab', () => {
    const out = parse(descriptionHtml('<a href="https://maker.example/spec">spec</a><a href="mailto:info@example.com">mail</a><a href="#size">size</a>', origin));
    const [external, mail, hash] = out.querySelectorAll('a');
    expect(external?.getAttribute('href')).toBe('https://maker.example/spec');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('href')).toBe('mailto:info@example.com');
    expect(hash?.getAttribute('href')).toBe('#size');
  });

  it('drops javascript: links', () => {
    const out = parse(descriptionHtml('<a href="javascript:alert(1)">x</a>', origin));
    expect(out.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('leaves links on the own site in the same tab', () => {
    const out = parse(descriptionHtml('<a href="/p/sella">sella</a>', origin));
    expect(out.querySelector('a')?.hasAttribute('target')).toBe(false);
  });
});

describe('absoluteUrl / isSameSite', () => {
  it('resolves dot paths from the site root and keeps protocol-relative ones', () => {
    expect(absoluteUrl('./p/a', origin)).toBe(`${origin}/p/a`);
    expect(absoluteUrl('//cdn.example/a.png', origin)).toBe('//cdn.example/a.png');
    expect(absoluteUrl('/d/x', `${origin}/`)).toBe(`${origin}/d/x`);
  });

  it('tells own-site links from others', () => {
    expect(isSameSite(`${origin}/d/x`, origin)).toBe(true);
    expect(isSameSite('https://other.example/d/x', origin)).toBe(false);
  });
});

describe('plainText', () => {
  it('drops tags and shortens long text at a word', () => {
    expect(plainText('<p>Light  <b>carbon</b></p><p>frame &amp; fork.</p>')).toBe('Light carbon frame & fork.');
    const long = plainText(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('gives the same text without a DOM, as in the server render', () => {
    const html = '<p>Light  <b>carbon</b></p><p>frame &amp; fork&#39;s <i>steerer</i>.</p><ul><li>one</li><li>two</li></ul>';
    const withDom = plainText(html);
    vi.stubGlobal('DOMParser', undefined);
    try {
      expect(plainText(html)).toBe(withDom);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
