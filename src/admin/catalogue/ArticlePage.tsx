import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminArticle, AdminArticlePatch, AdminTexts } from '../../../contract/admin-catalogue';
import { PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry';
import { adminCall } from '../lib/api';
import { groupedMoney, pieces } from '../lib/format';
import { AdminLink, useAdminParam } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { HistoryList } from '../ui/HistoryList';
import { ImageUpload } from './ImageUpload';
import { LangTabs, TEXT_LANGS } from './LangTabs';
import { DescriptionEditor } from './rich-text/DescriptionEditor';
import { draftOf, sellingChanges, type SellingDraft, type SellingProblem } from './selling-changes';

function SellingFields({ draft, onChange, idPrefix, showStock = true }: { draft: SellingDraft; onChange: (next: SellingDraft) => void; idPrefix: string; showStock?: boolean }) {
  return (
    <div className="selling">
      <label htmlFor={`${idPrefix}-price`}><span><Trans>Prezzo (€, IVA inclusa)</Trans></span></label>
      <input id={`${idPrefix}-price`} inputMode="decimal" required value={draft.price} onChange={(e) => onChange({ ...draft, price: e.target.value })} />
      <label htmlFor={`${idPrefix}-discount`}><span><Trans>Prezzo scontato (€, vuoto: nessuno sconto)</Trans></span></label>
      <input id={`${idPrefix}-discount`} inputMode="decimal" value={draft.discountedPrice} onChange={(e) => onChange({ ...draft, discountedPrice: e.target.value })} />
      {showStock && (
        <>
          <label htmlFor={`${idPrefix}-stock`}><span><Trans>Pezzi in stock</Trans></span></label>
          <input id={`${idPrefix}-stock`} inputMode="numeric" value={draft.stock} disabled={!draft.stockTracked} onChange={(e) => onChange({ ...draft, stock: e.target.value })} />
          <label className="check"><input type="checkbox" checked={draft.stockTracked} onChange={(e) => onChange({ ...draft, stockTracked: e.target.checked })} /> <span><Trans>Stock contato</Trans></span></label>
        </>
      )}
      <label className="check"><input type="checkbox" checked={draft.onSale} onChange={(e) => onChange({ ...draft, onSale: e.target.checked })} /> <span><Trans>In vendita</Trans></span></label>
    </div>
  );
}

/** `saved` lives in the page: a saved answer remakes this form (its key is the last change). */
function ArticleForm({ article, saved, setSaved }: { article: AdminArticle; saved: boolean; setSaved: (saved: boolean) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const before = draftOf(article);
  const [selling, setSelling] = useState(before);
  const [variants, setVariants] = useState(() => Object.fromEntries(article.variants.map((v) => [v.id, draftOf(v)])));
  const [names, setNames] = useState<AdminTexts>(article.names);
  const [descriptions, setDescriptions] = useState<AdminTexts>(article.descriptions);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (patch: AdminArticlePatch) => adminCall<AdminArticle>(`/admin/articles/${article.id}`, { method: 'PATCH', body: patch }),
    onSuccess: async (next) => {
      queryClient.setQueryData(['admin', 'article', String(article.id)], next);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'articles'] });
      setSaved(true);
    },
    // The refusal joins the article's history (decision 225); the form keeps what was typed.
    onError: () => queryClient.invalidateQueries({ queryKey: ['admin', 'article', String(article.id)] }),
  });
  const priceMax = groupedMoney(PRICE_MAX_CENTS);
  const stockMax = pieces(STOCK_MAX_PIECES);
  const messages: Record<SellingProblem, string> = {
    price: t`Il prezzo dev'essere un importo in euro, per esempio 129,90.`,
    priceMax: t`Il prezzo può essere al massimo ${priceMax}.`,
    discount: t`Il prezzo scontato dev'essere un importo in euro o vuoto.`,
    discountMax: t`Il prezzo scontato può essere al massimo ${priceMax}.`,
    stock: t`Lo stock dev'essere un numero intero di pezzi.`,
    stockMax: t`Lo stock può essere al massimo di ${stockMax} pezzi.`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const isContainer = article.variants.length > 0;
    const own = sellingChanges(selling, before, (what) => messages[what]);
    if (typeof own === 'string') return setInvalid(own);
    if (isContainer) delete own.stock;
    const patch: Record<string, unknown> = { ...own };
    const variantPatches = [];
    for (const variant of article.variants) {
      const changes = sellingChanges(variants[variant.id]!, draftOf(variant), (what) => `${variant.sku}: ${messages[what]}`);
      if (typeof changes === 'string') return setInvalid(changes);
      if (Object.keys(changes).length > 0) variantPatches.push({ id: variant.id, ...changes });
    }
    if (variantPatches.length > 0) patch.variants = variantPatches;
    const nameChanges = Object.fromEntries(TEXT_LANGS.filter((l) => names[l] !== article.names[l]).map((l) => [l, names[l]]));
    if (Object.keys(nameChanges).length > 0) patch.names = nameChanges;
    const descriptionChanges = Object.fromEntries(TEXT_LANGS.filter((l) => descriptions[l] !== article.descriptions[l]).map((l) => [l, descriptions[l]]));
    if (Object.keys(descriptionChanges).length > 0) patch.descriptions = descriptionChanges;
    if (Object.keys(patch).length === 0) return setInvalid(t`Nessuna modifica da salvare.`);
    setInvalid(null);
    save.mutate(patch as AdminArticlePatch);
  };
  return (
    <form onSubmit={submit} className="form article-form" onChange={() => setSaved(false)}>
      <section className="card" aria-labelledby="selling-title">
        <h2 id="selling-title"><Trans>Prezzo e stock</Trans></h2>
        <SellingFields draft={selling} onChange={setSelling} idPrefix="article" showStock={article.variants.length === 0} />
        {article.variants.length > 0 && <p><Trans>Stock totale delle varianti: {article.stock}</Trans></p>}
      </section>
      {article.variants.length > 0 && (
        <section className="card" aria-labelledby="variants-title">
          <h2 id="variants-title"><Trans>Varianti</Trans></h2>
          {article.variants.map((variant) => (
            <fieldset key={variant.id} className="variant">
              <legend>{variant.sku} — {variant.options.map((o) => `${o.attribute}: ${o.value}`).join(', ')}</legend>
              <SellingFields draft={variants[variant.id]!} onChange={(next) => setVariants({ ...variants, [variant.id]: next })} idPrefix={`variant-${variant.id}`} />
            </fieldset>
          ))}
        </section>
      )}
      <section className="card" aria-labelledby="texts-title">
        <h2 id="texts-title"><Trans>Nomi e descrizioni</Trans></h2>
        <LangTabs idPrefix="texts">
          {(lang) => (
            <>
              <label><span><Trans>Nome ({lang})</Trans></span>
                <input value={names[lang]} required={lang === 'it'} maxLength={2000} onChange={(e) => setNames({ ...names, [lang]: e.target.value })} />
              </label>
              <div className="field">
                <span id={`description-label-${lang}`}><Trans>Descrizione ({lang})</Trans></span>
                {/* One editor per language: its content and caret are that language's. */}
                <DescriptionEditor
                  key={lang} labelId={`description-label-${lang}`} value={descriptions[lang]}
                  onChange={(html) => { setSaved(false); setDescriptions((all) => ({ ...all, [lang]: html })); }}
                />
              </div>
            </>
          )}
        </LangTabs>
      </section>
      {invalid && <p className="error" role="alert">{invalid}</p>}
      <ErrorNote error={save.error} />
      {saved && <p className="ok" role="status"><Trans>Modifiche salvate.</Trans></p>}
      <div className="form-buttons">
        <button type="submit" className="primary" disabled={save.isPending}><Trans>Salva</Trans></button>
      </div>
    </form>
  );
}

export function ArticlePage() {
  const id = useAdminParam('id');
  const [saved, setSaved] = useState(false);
  const query = useQuery({
    queryKey: ['admin', 'article', id],
    queryFn: ({ signal }) => adminCall<AdminArticle>(`/admin/articles/${id}`, { signal }),
  });
  const article = query.data;
  return (
    <>
      <p><AdminLink href="/admin/catalogo"><Trans>← Catalogo</Trans></AdminLink></p>
      {!article ? (query.isPending ? <p aria-busy="true"><Trans>Caricamento…</Trans></p> : <ErrorNote error={query.error} />) : (
        <>
          <h1>{article.names.it} <small>{article.sku}</small></h1>
          <p>
            {article.brand ? `${article.brand.name} · ` : ''}{article.departments.map((d) => d.name).join(', ')} · <Trans>IVA {article.vatRate}%</Trans> · {groupedMoney(article.price)}
            {' · '}<a href={`/p/${article.slug}`} target="_blank" rel="noreferrer"><Trans>Vedi nel negozio</Trans></a>
          </p>
          {/* Keyed by the last change: a saved answer starts the form again from what is stored. */}
          <ArticleForm key={article.updatedAt} article={article} saved={saved} setSaved={setSaved} />
          <ImageUpload article={article} />
          <section className="card" aria-labelledby="history-title">
            <h2 id="history-title"><Trans>Storico</Trans></h2>
            {article.history.length === 0 ? <p><Trans>Nessuna modifica dello staff.</Trans></p> : (
              <HistoryList entries={article.history} variantCodes={Object.fromEntries(article.variants.map((v) => [v.id, v.sku]))} />
            )}
          </section>
        </>
      )}
    </>
  );
}
