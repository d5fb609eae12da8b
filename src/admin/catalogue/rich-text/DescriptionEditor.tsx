// A description in one language, written the way a merchant writes it: bold, italic, headings,
// lists and links from a toolbar or Ctrl+B / Ctrl+I / Ctrl+K, never as HTML by hand
// (docs/decisions/246-the-article-page.md). Its output is description-html.ts's subset; the raw
// HTML stays one switch away for what the editor does not make.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { isInlineActive, linkOf, removeLink, setBlock, setLink, toggleInline, toggleList, type BlockTag, type InlineTag, type ListTag } from './commands';
import { cleanDescriptionHtml, isSafeHref } from './description-html';

type Command = { inline: InlineTag } | { block: BlockTag } | { list: ListTag } | { link: string } | { unlink: true };

/** Where the editor's content starts when it has none: a paragraph to type into. */
const EMPTY = '<p><br></p>';

function run(root: HTMLElement, range: Range, command: Command): Range {
  if ('inline' in command) return toggleInline(root, range, command.inline);
  if ('block' in command) return setBlock(root, range, command.block);
  if ('list' in command) return toggleList(root, range, command.list);
  if ('link' in command) return setLink(root, range, command.link);
  return removeLink(root, range);
}

export function DescriptionEditor({ labelId, value, onChange }: { labelId: string; value: string; onChange: (html: string) => void }) {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  /** What this editor last said, so a value coming back from its own change does not reset the caret. */
  const emitted = useRef<string | null>(null);
  /** The selection in the editor, kept while the focus is on the toolbar. */
  const kept = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState<{ href: string; invalid: boolean } | null>(null);
  const linkInput = useId();
  /** Whether the selection is all bold, all italic: the buttons say so (aria-pressed). */
  const [active, setActive] = useState({ strong: false, em: false });

  useEffect(() => {
    const element = root.current;
    if (!element || (value === emitted.current && element.innerHTML !== '')) return;
    const clean = cleanDescriptionHtml(value);
    element.innerHTML = clean === '' ? EMPTY : clean;
  }, [value, source]);

  useEffect(() => {
    const keep = () => {
      const selection = document.getSelection();
      const element = root.current;
      if (element && selection && selection.rangeCount > 0 && element.contains(selection.getRangeAt(0).commonAncestorContainer)) {
        kept.current = selection.getRangeAt(0).cloneRange();
        const range = kept.current;
        setActive({ strong: isInlineActive(element, range, 'strong'), em: isInlineActive(element, range, 'em') });
      }
    };
    document.addEventListener('selectionchange', keep);
    return () => document.removeEventListener('selectionchange', keep);
  }, []);

  const emit = () => {
    const html = cleanDescriptionHtml(root.current!.innerHTML);
    emitted.current = html;
    onChange(html);
  };

  /** The kept selection, or the end of the text when there is none yet. */
  const currentRange = (element: HTMLElement): Range => {
    if (kept.current && element.contains(kept.current.commonAncestorContainer)) return kept.current;
    const range = document.createRange();
    const last = element.lastElementChild ?? element;
    range.selectNodeContents(last);
    range.collapse(false);
    return range;
  };

  const apply = (command: Command) => {
    const element = root.current;
    if (!element) return;
    const next = run(element, currentRange(element), command);
    element.focus();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(next);
    kept.current = next.cloneRange();
    setActive({ strong: isInlineActive(element, next, 'strong'), em: isInlineActive(element, next, 'em') });
    emit();
  };

  const startLink = () => {
    const element = root.current;
    const link = element ? linkOf(element, currentRange(element)) : null;
    setLinking({ href: link?.getAttribute('href') ?? 'https://', invalid: false });
  };
  const submitLink = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!linking) return;
    if (!isSafeHref(linking.href) || linking.href.trim() === 'https://') return setLinking({ ...linking, invalid: true });
    setLinking(null);
    apply({ link: linking.href.trim() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      apply({ inline: key === 'b' ? 'strong' : 'em' });
    } else if (key === 'k') {
      event.preventDefault();
      startLink();
    }
  };

  // Pasted text keeps only what the editor makes: a page's scripts, styles and layout stay out.
  const onPaste = (event: ClipboardEvent) => {
    const element = root.current;
    if (!element) return;
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const clean = cleanDescriptionHtml(html || text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>'));
    const holder = document.createElement('template');
    holder.innerHTML = clean;
    const range = currentRange(element);
    range.deleteContents();
    const blocks = [...holder.content.children];
    const onlyOneParagraph = blocks.length === 1 && blocks[0]!.tagName === 'P';
    const content = onlyOneParagraph ? [...blocks[0]!.childNodes] : [...holder.content.childNodes];
    const block = range.startContainer === element ? null : [...element.children].find((b) => b.contains(range.startContainer));
    if (onlyOneParagraph || !block) {
      const fragment = document.createDocumentFragment();
      fragment.append(...content);
      range.insertNode(fragment);
    } else block.after(...content);
    const last = content[content.length - 1];
    if (last?.parentNode) {
      const caret = document.createRange();
      caret.setStartAfter(last);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(caret);
    }
    emit();
  };

  const button = (label: string, command: Command | (() => void), content: ReactNode, shortcut?: string, pressed?: boolean) => (
    <button
      type="button"
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      {...(shortcut ? { 'aria-keyshortcuts': shortcut.replace('Ctrl', 'Control') } : {})}
      // The editor keeps its selection: a click on the toolbar does not take the focus away.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => (typeof command === 'function' ? command() : apply(command))}
      disabled={source}
    >
      {content}
    </button>
  );

  return (
    <div className="rich-text">
      <div role="group" aria-label={t`Formattazione`} className="rich-text-tools">
        {button(t`Grassetto`, { inline: 'strong' }, <strong>G</strong>, 'Ctrl+B', active.strong)}
        {button(t`Corsivo`, { inline: 'em' }, <em>C</em>, 'Ctrl+I', active.em)}
        {button(t`Paragrafo`, { block: 'p' }, '¶')}
        {button(t`Titolo`, { block: 'h3' }, 'H3')}
        {button(t`Sottotitolo`, { block: 'h4' }, 'H4')}
        {button(t`Elenco puntato`, { list: 'ul' }, '•')}
        {button(t`Elenco numerato`, { list: 'ol' }, '1.')}
        {button(t`Collegamento`, startLink, '🔗', 'Ctrl+K')}
        {button(t`Togli il collegamento`, { unlink: true }, '⛓̸')}
        <label className="check"><input type="checkbox" checked={source} onChange={(e) => setSource(e.target.checked)} /> <span><Trans>Mostra l'HTML</Trans></span></label>
      </div>
      {linking && (
        <div className="rich-text-link" role="group" aria-label={t`Collegamento`}>
          <label htmlFor={linkInput}><span><Trans>Indirizzo del collegamento</Trans></span></label>
          <input
            id={linkInput} type="text" inputMode="url" autoFocus value={linking.href}
            aria-invalid={linking.invalid}
            onChange={(e) => setLinking({ href: e.target.value, invalid: false })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submitLink(e);
              if (e.key === 'Escape') { e.preventDefault(); setLinking(null); root.current?.focus(); }
            }}
          />
          <button type="button" onClick={submitLink}><Trans>Applica</Trans></button>
          <button type="button" onClick={() => { setLinking(null); root.current?.focus(); }}><Trans>Annulla</Trans></button>
          {linking.invalid && <p className="error" role="alert"><Trans>Un indirizzo web (https://…), di posta (mailto:…) o una pagina del negozio (/…).</Trans></p>}
        </div>
      )}
      {source ? (
        <textarea aria-labelledby={labelId} rows={10} value={value} maxLength={20000} onChange={(e) => { emitted.current = null; onChange(e.target.value); }} />
      ) : (
        <div
          ref={root}
          className="rich-text-area"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      )}
    </div>
  );
}
