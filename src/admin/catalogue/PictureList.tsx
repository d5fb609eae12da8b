// The article's pictures in the shop's order: each moved up or down, taken off after a question,
// given a text alternative per language (docs/decisions/246-the-article-page.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PICTURE_ALT_MAX, type AdminArticle, type AdminPicture, type AdminTexts } from '../../../contract/admin-catalogue';
import { imageRendition } from '../../../contract/image-sources';
import { adminCall } from '../lib/api';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { LangTabs, TEXT_LANGS } from './LangTabs';

type Change = { kind: 'order'; pictureIds: number[] } | { kind: 'delete'; pictureId: number } | { kind: 'alt'; pictureId: number; alts: Partial<AdminTexts> };

function call(articleId: number, change: Change) {
  const base = `/admin/articles/${articleId}/images`;
  if (change.kind === 'order') return adminCall<AdminArticle>(`${base}/order`, { method: 'PUT', body: { pictureIds: change.pictureIds } });
  if (change.kind === 'delete') return adminCall<AdminArticle>(`${base}/${change.pictureId}`, { method: 'DELETE' });
  return adminCall<AdminArticle>(`${base}/${change.pictureId}`, { method: 'PATCH', body: { alts: change.alts } });
}

function AltForm({ picture, pending, onSave }: { picture: AdminPicture; pending: boolean; onSave: (alts: Partial<AdminTexts>) => void }) {
  const [alts, setAlts] = useState<AdminTexts>(picture.alts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(TEXT_LANGS.filter((l) => alts[l] !== picture.alts[l]).map((l) => [l, alts[l]]));
    if (Object.keys(changed).length > 0) onSave(changed);
  };
  return (
    <form onSubmit={submit} className="form alt-form">
      <LangTabs idPrefix={`alt-${picture.id}`}>
        {(lang) => (
          <label><span><Trans>Testo alternativo ({lang}): cosa mostra l'immagine, per chi non la vede</Trans></span>
            <input value={alts[lang]} maxLength={PICTURE_ALT_MAX} onChange={(e) => setAlts({ ...alts, [lang]: e.target.value })} />
          </label>
        )}
      </LangTabs>
      <button type="submit" disabled={pending || TEXT_LANGS.every((l) => alts[l] === picture.alts[l])}><Trans>Salva il testo alternativo</Trans></button>
    </form>
  );
}

export function PictureList({ article }: { article: AdminArticle }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminPicture | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: number; up: boolean } | null>(null);
  const change = useMutation({
    mutationFn: (next: Change) => call(article.id, next),
    onSuccess: (next, asked) => {
      queryClient.setQueryData(['admin', 'article', String(article.id)], next);
      setDone(asked.kind === 'order' ? t`Ordine delle immagini salvato.` : asked.kind === 'delete' ? t`Immagine tolta.` : t`Testo alternativo salvato.`);
      setDeleting(null);
    },
    // The refusal joins the article's history (decision 225).
    onError: () => queryClient.invalidateQueries({ queryKey: ['admin', 'article', String(article.id)] }),
  });
  // A moved picture keeps the keyboard's focus in its new place: on the same button, or on the
  // other one when it reached an end.
  useEffect(() => {
    const last = moved.current;
    if (!last || change.isPending) return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>(`[data-picture="${last.id}"] .picture-buttons button`) ?? [])];
    const wanted = last.up ? [buttons[0], buttons[1]] : [buttons[1], buttons[0]];
    wanted.find((b) => b && !b.disabled)?.focus();
    moved.current = null;
  }, [article.images, change.isPending]);
  const run = (next: Change) => {
    setDone(null);
    change.mutate(next);
  };
  const move = (index: number, step: -1 | 1) => {
    const ids = article.images.map((p) => p.id);
    const [picked] = ids.splice(index, 1);
    ids.splice(index + step, 0, picked!);
    moved.current = { id: picked!, up: step < 0 };
    run({ kind: 'order', pictureIds: ids });
  };
  if (article.images.length === 0) return <p><Trans>Nessuna immagine.</Trans></p>;
  const count = article.images.length;
  return (
    <>
      <ol className="pictures" ref={list}>
        {article.images.map((picture, index) => {
          const place = index + 1;
          return (
            <li key={picture.id} data-picture={picture.id}>
              <img src={imageRendition(picture.url, 576, 'webp')} alt={picture.alt ?? article.names.it} width={160} height={Math.round((160 * picture.height) / picture.width)} />
              <div>
                <p><Trans>Immagine {place} di {count}</Trans>{index === 0 && <> — <Trans>la prima è quella degli elenchi</Trans></>}</p>
                <div className="picture-buttons">
                  <button
                    type="button" disabled={index === 0 || change.isPending} onClick={() => move(index, -1)}
                    aria-label={t`Sposta prima l'immagine ${place}`}
                  >↑ <Trans>Prima</Trans></button>
                  <button
                    type="button" disabled={index === count - 1 || change.isPending} onClick={() => move(index, 1)}
                    aria-label={t`Sposta dopo l'immagine ${place}`}
                  >↓ <Trans>Dopo</Trans></button>
                  <button type="button" className="danger" disabled={change.isPending} onClick={() => setDeleting(picture)} aria-label={t`Togli l'immagine ${place}`}>
                    <Trans>Togli</Trans>
                  </button>
                </div>
                <AltForm key={JSON.stringify(picture.alts)} picture={picture} pending={change.isPending} onSave={(alts) => run({ kind: 'alt', pictureId: picture.id, alts })} />
              </div>
            </li>
          );
        })}
      </ol>
      {done && <p className="ok" role="status">{done}</p>}
      {!deleting && <ErrorNote error={change.error} />}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t`Togliere questa immagine?`}>
        {deleting && (
          <>
            <img src={imageRendition(deleting.url, 576, 'webp')} alt={deleting.alt ?? article.names.it} className="preview" />
            <p><Trans>L'immagine non sarà più mostrata nel negozio. Per rimetterla bisogna caricarla di nuovo.</Trans></p>
            <ErrorNote error={change.error} />
            <div className="dialog-buttons">
              <button type="button" onClick={() => setDeleting(null)}><Trans>Annulla</Trans></button>
              <button type="button" className="danger" disabled={change.isPending} onClick={() => run({ kind: 'delete', pictureId: deleting.id })}><Trans>Togli l'immagine</Trans></button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
