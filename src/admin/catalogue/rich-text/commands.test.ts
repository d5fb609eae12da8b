// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it lets scripts through there): the editor is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { removeLink, setBlock, setLink, toggleInline, toggleList } from './commands';
import { cleanDescriptionHtml } from './description-html';

/** A root holding `html`, and a range from the first `[` to the first `]` (the brackets removed). */
function editor(html: string): { root: HTMLElement; range: Range } {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const found: [Text, number][] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const mark of ['[', ']']) {
      const at = node.data.indexOf(mark);
      if (at >= 0) {
        node.data = node.data.slice(0, at) + node.data.slice(at + 1);
        found.push([node, at]);
      }
    }
  }
  range.setStart(...found[0]!);
  range.setEnd(...(found[1] ?? found[0]!));
  return { root, range };
}

const stored = (root: HTMLElement) => cleanDescriptionHtml(root.innerHTML);

describe('the description editor\'s commands', () => {
  it('makes the selection bold, and plain again', () => {
    const { root, range } = editor('<p>Telaio [in carbonio] leggero</p>');
    const after = toggleInline(root, range, 'strong');
    expect(stored(root)).toBe('<p>Telaio <strong>in carbonio</strong> leggero</p>');
    toggleInline(root, after, 'strong');
    expect(stored(root)).toBe('<p>Telaio in carbonio leggero</p>');
  });

  it('makes italic a selection across two paragraphs, each in its own', () => {
    const { root, range } = editor('<p>Uno [due</p><p>tre] quattro</p>');
    toggleInline(root, range, 'em');
    expect(stored(root)).toBe('<p>Uno <em>due</em></p><p><em>tre</em> quattro</p>');
  });

  it('takes bold off part of a bold text, keeping the rest bold', () => {
    const { root, range } = editor('<p><strong>Molto [leggero] e rigido</strong></p>');
    toggleInline(root, range, 'strong');
    expect(stored(root)).toBe('<p><strong>Molto </strong>leggero<strong> e rigido</strong></p>');
  });

  it('makes paragraphs a bulleted list, and paragraphs again', () => {
    const { root, range } = editor('<p>[Peso: 7 kg</p><p>Taglia: M]</p><p>Altro</p>');
    const after = toggleList(root, range, 'ul');
    expect(stored(root)).toBe('<ul><li>Peso: 7 kg</li><li>Taglia: M</li></ul><p>Altro</p>');
    toggleList(root, after, 'ul');
    expect(stored(root)).toBe('<p>Peso: 7 kg</p><p>Taglia: M</p><p>Altro</p>');
  });

  it('turns a bulleted list into a numbered one', () => {
    const { root, range } = editor('<ul><li>[uno</li><li>due</li></ul>');
    toggleList(root, range, 'ol');
    expect(stored(root)).toBe('<ol><li>uno</li><li>due</li></ol>');
  });

  it('makes a paragraph a heading h3 or h4, and a paragraph again', () => {
    const { root, range } = editor('<p>[Caratteristiche]</p><p>testo</p>');
    const h3 = setBlock(root, range, 'h3');
    expect(stored(root)).toBe('<h3>Caratteristiche</h3><p>testo</p>');
    const h4 = setBlock(root, h3, 'h4');
    expect(stored(root)).toBe('<h4>Caratteristiche</h4><p>testo</p>');
    setBlock(root, h4, 'p');
    expect(stored(root)).toBe('<p>Caratteristiche</p><p>testo</p>');
  });

  it('links the selection, changes the link\'s address, and takes the link off', () => {
    const { root, range } = editor('<p>Vedi la [guida alle taglie] qui</p>');
    const linked = setLink(root, range, 'https://raggio.test/taglie');
    expect(stored(root)).toBe('<p>Vedi la <a href="https://raggio.test/taglie">guida alle taglie</a> qui</p>');
    const changed = setLink(root, linked, '/info/taglie');
    expect(stored(root)).toBe('<p>Vedi la <a href="/info/taglie">guida alle taglie</a> qui</p>');
    removeLink(root, changed);
    expect(stored(root)).toBe('<p>Vedi la guida alle taglie qui</p>');
  });
});

describe('cleanDescriptionHtml', () => {
  it('drops a pasted script and style with their content, event handlers, styles and unknown tags', () => {
    const pasted = '<style>p{color:red}</style><p style="color:red" onclick="x()">Ciao <b>mondo</b> <i>bello</i><script>alert(1)</script></p>'
      + '<table><tr><td>cella</td></tr></table><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    expect(cleanDescriptionHtml(pasted)).toBe('<p>Ciao <strong>mondo</strong> <em>bello</em></p><p>cellalink</p>');
  });

  it('keeps what the editor makes, and makes plain text paragraphs', () => {
    const html = '<h3>Titolo</h3><h4>Sotto</h4><p>a <strong>b</strong> <em>c</em> <a href="mailto:x@y.it">m</a><br>d</p><ul><li>1</li></ul><ol><li>2</li></ol>';
    expect(cleanDescriptionHtml(html)).toBe(html);
    expect(cleanDescriptionHtml('Riga uno\nriga due\n\nSecondo: 3 > 2')).toBe('<p>Riga uno<br>riga due</p><p>Secondo: 3 &gt; 2</p>');
    expect(cleanDescriptionHtml('<div><p>a</p></div><div>b</div><h1>c</h1>')).toBe('<p>a</p><p>b</p><h3>c</h3>');
  });
});
