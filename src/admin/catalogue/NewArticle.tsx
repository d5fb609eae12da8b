import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { VAT_RATES, type AdminArticle, type AdminArticleCreate } from '../../../contract/admin-catalogue';
import { PRICE_MAX_CENTS, STOCK_MAX_PIECES } from '../../../contract/rules/catalogue-entry';
import { adminCall } from '../lib/api';
import { groupedMoney, parseEuros, pieces } from '../lib/format';
import { useAdminNavigate } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { departmentChoices } from './department-choices';
import { useShopLists } from './shop-lists';

/** A new simple article; its picture is sent right after it is made, then its page opens. */
export function NewArticle() {
  const { t } = useLingui();
  const navigate = useAdminNavigate();
  const queryClient = useQueryClient();
  const lists = useShopLists();
  const [form, setForm] = useState({ sku: '', name: '', departmentId: '', brandId: '', price: '', discountedPrice: '', vatRate: '22', stock: '0', onSale: true });
  const [picture, setPicture] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (body: AdminArticleCreate) => {
      const article = await adminCall<AdminArticle>('/admin/articles', { method: 'POST', body });
      if (!picture) return article;
      const upload = new FormData();
      upload.append('file', picture);
      return adminCall<AdminArticle>(`/admin/articles/${article.id}/images`, { method: 'POST', body: upload });
    },
    onSuccess: async (article) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'articles'] });
      navigate(`/admin/catalogo/${article.id}`, { replace: true });
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = parseEuros(form.price);
    const discounted = form.discountedPrice.trim() === '' ? null : parseEuros(form.discountedPrice);
    if (price === null || price <= 0) return setInvalid(t`Il prezzo dev'essere un importo in euro, per esempio 129,90.`);
    if (form.discountedPrice.trim() !== '' && discounted === null) return setInvalid(t`Il prezzo scontato dev'essere un importo in euro o vuoto.`);
    const priceMax = groupedMoney(PRICE_MAX_CENTS);
    if (price > PRICE_MAX_CENTS) return setInvalid(t`Il prezzo può essere al massimo ${priceMax}.`);
    if (discounted !== null && discounted > PRICE_MAX_CENTS) return setInvalid(t`Il prezzo scontato può essere al massimo ${priceMax}.`);
    if (!/^\d+$/.test(form.stock.trim())) return setInvalid(t`Lo stock dev'essere un numero intero di pezzi.`);
    const stockMax = pieces(STOCK_MAX_PIECES);
    if (Number(form.stock.trim()) > STOCK_MAX_PIECES) return setInvalid(t`Lo stock può essere al massimo di ${stockMax} pezzi.`);
    if (!form.departmentId) return setInvalid(t`Scegli un reparto.`);
    setInvalid(null);
    create.mutate({
      sku: form.sku.trim(), names: { it: form.name.trim() }, departmentId: Number(form.departmentId),
      brandId: form.brandId ? Number(form.brandId) : null, price, discountedPrice: discounted,
      vatRate: Number(form.vatRate) as AdminArticleCreate['vatRate'], stockTracked: true, stock: Number(form.stock.trim()), onSale: form.onSale,
    });
  };
  return (
    <>
      <h1><Trans>Nuovo articolo</Trans></h1>
      <form className="form card" onSubmit={submit}>
        <label><span><Trans>Codice (SKU)</Trans></span><input required maxLength={64} value={form.sku} onChange={set('sku')} /></label>
        <label><span><Trans>Nome (italiano)</Trans></span><input required maxLength={2000} value={form.name} onChange={set('name')} /></label>
        <label><span><Trans>Reparto</Trans></span>
          <select required value={form.departmentId} onChange={set('departmentId')}>
            <option value=""><Trans>Scegli…</Trans></option>
            {departmentChoices(lists.data?.departments ?? []).map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
          </select>
        </label>
        <label><span><Trans>Marca</Trans></span>
          <select value={form.brandId} onChange={set('brandId')}>
            <option value=""><Trans>Nessuna</Trans></option>
            {lists.data?.brands.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </label>
        <label><span><Trans>Prezzo (€, IVA inclusa)</Trans></span><input required inputMode="decimal" value={form.price} onChange={set('price')} /></label>
        <label><span><Trans>Prezzo scontato (€, vuoto: nessuno sconto)</Trans></span><input inputMode="decimal" value={form.discountedPrice} onChange={set('discountedPrice')} /></label>
        <label><span><Trans>Aliquota IVA</Trans></span>
          <select value={form.vatRate} onChange={set('vatRate')}>
            {VAT_RATES.map((rate) => <option key={rate} value={rate}>{rate}%</option>)}
          </select>
        </label>
        <label><span><Trans>Pezzi in stock</Trans></span><input required inputMode="numeric" value={form.stock} onChange={set('stock')} /></label>
        <label className="check"><input type="checkbox" checked={form.onSale} onChange={(e) => setForm({ ...form, onSale: e.target.checked })} /> <span><Trans>In vendita</Trans></span></label>
        <label><span><Trans>Immagine (JPEG, PNG o WebP)</Trans></span>
          <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setPicture(e.target.files?.[0] ?? null)} />
        </label>
        {invalid && <p className="error" role="alert">{invalid}</p>}
        <ErrorNote error={create.error} />
        <div className="form-buttons"><button type="submit" className="primary" disabled={create.isPending}><Trans>Crea l'articolo</Trans></button></div>
      </form>
    </>
  );
}
