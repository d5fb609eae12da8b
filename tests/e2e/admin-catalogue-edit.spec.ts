// The back office's article screens end to end, in Italian at a desktop's width and in English at a
// tablet's (docs/decisions/195-back-office-ui.md, 246-the-article-page.md, 233-the-catalogue-file-
// as-italian-excel-saves-it.md): one new article of the test's own, kept off sale so the shop's
// other specs never meet it, walked through the mended defects a merchant hit. Listed in
// playwright.config.ts's CHANGES_CATALOGUE: it writes the catalogue.
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { AdminArticle } from '../../contract/admin-catalogue';
import type { Department } from '../../contract/shop';
import { signInAdmin, staffBearer } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, test } from './fixtures';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** What the staff read and type, in the back office's two languages of the matrix. */
const CASES = [
  {
    lang: 'it', width: 1440, height: 900,
    words: {
      newArticle: 'Nuovo articolo', sku: 'Codice (SKU)', name: 'Nome (italiano)', department: 'Reparto',
      price: 'Prezzo (€, IVA inclusa)', stock: 'Pezzi in stock', onSale: 'In vendita', create: "Crea l'articolo",
      save: 'Salva', saved: 'Modifiche salvate.', history: 'Storico', pictures: 'Immagini', bold: 'Grassetto',
      description: 'Descrizione (it)', showHtml: "Mostra l'HTML", descriptionLine: 'Descrizione (it): nessuno → «Telaio leggero»', addPicture: /Aggiungi un'immagine/, upload: 'Carica',
      uploaded: (file: string) => `Immagine caricata: ${file} è l'ultima delle immagini.`,
      tooBig: "L'immagine è troppo grande: al massimo 10 MB.",
      alt: /Testo alternativo \(it\)/, saveAlt: 'Salva il testo alternativo', altSaved: 'Testo alternativo salvato.',
      moveEarlier: (place: number) => `Sposta prima l'immagine ${place}`, ordered: 'Ordine delle immagini salvato.',
      remove: (place: number) => `Togli l'immagine ${place}`, removeAsk: 'Togliere questa immagine?', removeYes: "Togli l'immagine",
      removed: 'Immagine tolta.', csvFile: 'File CSV', changes: 'Cambiamenti', apply: 'Applica',
      applied: 'Applicato. Articoli cambiati: 1; invariati: 0.',
      priceZero: "Il prezzo dev'essere un importo in euro, per esempio 129,90.",
      priceTooBig: 'Il prezzo può essere al massimo 1.000.000,00 €.', stockTooBig: 'Lo stock può essere al massimo di 1.000.000 pezzi.',
    },
    /** Amounts as typed and shown in this language. */
    amounts: { big: '1.234,50', tooBig: '2.000.000', first: '59,90', second: '64,90', csv: '16,50' },
    money: { big: '1.234,50 €', first: '59,90 €', second: '64,90 €', csv: '16,50 €' },
    historyLine: (from: string, to: string) => `Prezzo: ${from} → ${to}`,
  },
  {
    lang: 'en', width: 768, height: 1024,
    words: {
      newArticle: 'New article', sku: 'Code (SKU)', name: 'Name (Italian)', department: 'Department',
      price: 'Price (€, VAT included)', stock: 'Pieces in stock', onSale: 'On sale', create: 'Create the article',
      save: 'Save', saved: 'Changes saved.', history: 'History', pictures: 'Pictures', bold: 'Bold',
      description: 'Description (it)', showHtml: 'Show the HTML', descriptionLine: 'Description (it): none → «Telaio leggero»', addPicture: /Add a picture/, upload: 'Upload',
      uploaded: (file: string) => `Picture uploaded: ${file} is the last of the pictures.`,
      tooBig: 'The picture is too large: 10 MB at most.',
      alt: /Text alternative \(it\)/, saveAlt: 'Save the text alternative', altSaved: 'Text alternative saved.',
      moveEarlier: (place: number) => `Move picture ${place} earlier`, ordered: 'Order of the pictures saved.',
      remove: (place: number) => `Remove picture ${place}`, removeAsk: 'Remove this picture?', removeYes: 'Remove the picture',
      removed: 'Picture removed.', csvFile: 'CSV file', changes: 'Changes', apply: 'Apply',
      applied: 'Applied. Articles changed: 1; unchanged: 0.',
      priceZero: 'The price must be an amount in euros, for example 129.90.',
      priceTooBig: 'The price can be €1,000,000.00 at most.', stockTooBig: 'The stock can be 1,000,000 pieces at most.',
    },
    amounts: { big: '1,234.50', tooBig: '2,000,000', first: '59.90', second: '64.90', csv: '16.50' },
    money: { big: '€1,234.50', first: '€59.90', second: '€64.90', csv: '€16.50' },
    historyLine: (from: string, to: string) => `Price: ${from} → ${to}`,
  },
] as const;

/** Each department named from its root down, as the form should offer it: "Bici / Strada". */
function expectedLabels(departments: Department[]): Map<string, string> {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const label = (d: Department): string => (d.parent === null || !byId.has(d.parent) ? d.name : `${label(byId.get(d.parent)!)} / ${d.name}`);
  return new Map(departments.map((d) => [String(d.id), label(d)]));
}

/**
 * The catalogue file as Excel set to Italian saves it ("CSV (delimitato dal separatore di
 * elenco)"): semicolons, CRLF, decimal commas, FALSO, and the euro sign in Windows-1252 (byte
 * 0x80, not UTF-8: read as UTF-8 it would not decode). Excel's "CSV UTF-8" adds a byte-order mark
 * instead: both are read.
 */
function excelCsv(sku: string, price: string, stock: number, encoding: 'windows-1252' | 'utf-8-bom'): Buffer {
  const text = `sku;price;discounted_price;stock;on_sale\r\n${sku};${price} €;;${stock};FALSO\r\n`;
  if (encoding === 'utf-8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  // Windows-1252 is Latin-1 but for 0x80-0x9f: the euro sign is 0x80 there.
  return Buffer.from(text.replace(/€/g, '\u0080'), 'latin1');
}

/** The select offers every department once, each named from its root and after its parent; its options. */
async function expectDepartmentsUnderParents(select: Locator, departments: Department[]): Promise<{ value: string; label: string }[]> {
  const expected = expectedLabels(departments);
  await expect(select.locator('option')).toHaveCount(departments.length + 1);
  const options = await select.locator('option').evaluateAll((all: HTMLOptionElement[]) => all.slice(1).map((o) => ({ value: o.value, label: o.textContent ?? '' })));
  const seen: string[] = [];
  for (const option of options) {
    expect(option.label, `department ${option.value}`).toBe(expected.get(option.value));
    const parentLabel = option.label.split(' / ').slice(0, -1).join(' / ');
    if (parentLabel) expect(seen, `${option.label} follows its parent`).toContain(parentLabel);
    seen.push(option.label);
  }
  return options;
}

async function openArticle(page: Page, id: number, heading: string): Promise<void> {
  await page.goto(`/admin/catalogo/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
}

for (const { lang, width, height, words: w, amounts, money, historyLine } of CASES) {
  test(`${lang} at ${width} px: a new article's departments, amounts, refusals, description, pictures, history and stock by an Excel file`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const session = await signInAdmin(page, request);
    await page.addInitScript((chosen) => {
      window.localStorage.setItem('raggio-admin-lang', chosen);
    }, lang);
    const sku = `E2E-EDIT-${lang.toUpperCase()}-${Date.now()}`;
    const name = `Articolo da modificare ${sku}`;

    // 1. Departments: each offered under its real parents, named with them, after its parent, in the
    //    catalogue's filter and in the new article's form. The defect: a child listed under whichever
    //    department came before it ("Abbigliamento / — Telai strada").
    const shop = (await (await request.get(`/v1/shop?lang=${lang}`)).json()) as { departments: Department[] };
    await page.goto('/admin/catalogo');
    await expectDepartmentsUnderParents(page.getByRole('search').getByLabel(w.department), shop.departments);
    await page.getByRole('link', { name: w.newArticle }).click();
    const department = page.getByLabel(w.department);
    await expect(department.locator('option')).not.toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const options = await expectDepartmentsUnderParents(department, shop.departments);
    const child = options.find((o) => o.label.includes(' / '));
    expect(child, 'a sub-department in the demo shop').toBeDefined();

    // 3. Amounts the language's way: "1.234,50" was refused in Italian; it is read, and shown back so.
    await page.getByLabel(w.sku).fill(sku);
    await page.getByLabel(w.name).fill(name);
    await department.selectOption(child!.value);
    await page.getByLabel(w.price, { exact: true }).fill(amounts.big);
    await page.getByLabel(w.stock).fill('3');
    await page.getByLabel(w.onSale).uncheck();
    await page.getByRole('button', { name: w.create }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sku);
    const price = page.getByLabel(w.price, { exact: true });
    await expect(price).toHaveValue(amounts.big);
    await expect(page.getByLabel(w.onSale)).not.toBeChecked();
    await page.reload();
    await expect(price).toHaveValue(amounts.big);

    // 2. Refusals in the screen's language with the limit in euros, never the validator's English
    //    ("Invalid request: price: Too big…" was shown).
    const save = page.getByRole('button', { name: w.save, exact: true });
    const alert = page.getByRole('alert');
    await price.fill(amounts.tooBig);
    await save.click();
    await expect(alert).toHaveText(w.priceTooBig);
    await price.fill(amounts.big);
    await page.getByLabel(w.stock).fill('2000000');
    await save.click();
    await expect(alert).toHaveText(w.stockTooBig);
    await page.getByLabel(w.stock).fill('3');
    await price.fill('0');
    await save.click();
    await expect(alert).toHaveText(w.priceZero);

    // 3. "59,90" is saved and shown "59,90" (it showed "59.90"); the next save is read after a reload.
    await price.fill(amounts.first);
    await save.click();
    await expect(page.getByRole('status')).toHaveText(w.saved);
    await expect(price).toHaveValue(amounts.first);

    // 4. The description in a rich-text editor, not HTML in a text box: a word made bold is kept.
    const editor = page.getByRole('textbox', { name: w.description });
    expect(await editor.evaluate((el: HTMLElement) => el.tagName === 'DIV' && el.isContentEditable)).toBe(true);
    await editor.click();
    await page.keyboard.type('Telaio leggero');
    for (let i = 0; i < 'leggero'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    const bold = page.getByRole('button', { name: w.bold });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('leggero');
    // 6. …and a price changed with it, to read in the history.
    await price.fill(amounts.second);
    await save.click();
    await expect(page.getByRole('status')).toHaveText(w.saved);
    await page.reload();
    await expect(price).toHaveValue(amounts.second);
    await expect(editor.locator('strong')).toHaveText('leggero');
    await expect(editor).toHaveText('Telaio leggero');
    const stored = await request.get(`/v1/admin/articles/${id}`, { headers: staffBearer(session) });
    expect(stored.status()).toBe(200);
    const { slug, descriptions } = (await stored.json()) as AdminArticle;
    expect(descriptions.it).toBe('<p>Telaio <strong>leggero</strong></p>');

    // 6. The history says each change from what to what, in words: the price's two changes, the
    //    description's words without their markup.
    const history = page.getByRole('region', { name: w.history });
    await expect(history).toContainText(historyLine(money.big, money.first));
    await expect(history).toContainText(historyLine(money.first, money.second));
    await expect(history).toContainText(w.descriptionLine);
    await expect(history).not.toContainText(/article\.update|price:|<strong>/);

    // 4. The HTML stays one switch away; what it holds beyond the editor's own reaches the shop's
    //    product page sanitised (the article is off sale, its page still opens).
    await page.getByLabel(w.showHtml).check();
    const source = page.getByRole('textbox', { name: w.description });
    await expect(source).toHaveValue('<p>Telaio <strong>leggero</strong></p>');
    await source.fill(`<p>Telaio <strong>leggero</strong></p><script>document.title='x'</script><p><a href="javascript:document.title='x'">Sicuro</a></p>`);
    await save.click();
    await expect(page.getByRole('status')).toHaveText(w.saved);
    await page.goto(`/p/${slug}`);
    const shopDescription = page.getByTestId('description');
    await expect(shopDescription.locator('strong')).toHaveText('leggero');
    await expect(shopDescription).toContainText('Sicuro');
    await expect(shopDescription.locator('script, a[href^="javascript"]')).toHaveCount(0);
    await openArticle(page, id, sku);

    // 5. Pictures: each upload says so; one too big is refused naming the limit; a text
    //    alternative, an order and a removal each survive a reload.
    const pictures = page.getByRole('region', { name: w.pictures });
    const input = pictures.getByLabel(w.addPicture);
    const upload = pictures.getByRole('button', { name: w.upload, exact: true });
    // The upload's note and the list's each have their own status line.
    const said = (text: string) => expect(pictures.getByRole('status').filter({ hasText: text })).toBeVisible();
    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(pictures.getByRole('alert')).toHaveText(w.tooBig);
    await expect(upload).toBeDisabled();
    for (const file of ['icon-512.png', 'icon-192.png']) {
      await input.setInputFiles(resolve('public/icons', file));
      await upload.click();
      await said(w.uploaded(file));
    }
    const items = pictures.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const altText = `Telaio ${sku} visto di lato`;
    await items.nth(0).getByRole('textbox', { name: w.alt }).fill(altText);
    await items.nth(0).getByRole('button', { name: w.saveAlt }).click();
    await said(w.altSaved);
    await expect(items.nth(0).getByRole('img')).toHaveAttribute('alt', altText);
    await pictures.getByRole('button', { name: w.moveEarlier(2) }).click();
    await said(w.ordered);
    await expect(items.nth(1).getByRole('img')).toHaveAttribute('alt', altText);
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(items.nth(1).getByRole('img')).toHaveAttribute('alt', altText);
    await expect(items.nth(1).getByRole('textbox', { name: w.alt })).toHaveValue(altText);
    // The page with its pictures' forms, the editor and a history, in this language at this width.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pictures.getByRole('button', { name: w.remove(1) }).click();
    const ask = page.getByRole('dialog', { name: w.removeAsk });
    await ask.getByRole('button', { name: w.removeYes, exact: true }).click();
    await expect(ask).toBeHidden();
    await said(w.removed);
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(items.nth(0).getByRole('img')).toHaveAttribute('alt', altText);

    // 7. Stock by a file Excel set to Italian saved: read (it was refused), its change shown, applied.
    await page.goto('/admin/file');
    const csv = page.getByLabel(w.csvFile);
    const changes = page.getByRole('table', { name: w.changes });
    await csv.setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: excelCsv(sku, '16,50', 6, 'utf-8-bom') });
    await expect(changes).toContainText(sku);
    await expect(changes).toContainText('stock 6');
    await csv.setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: excelCsv(sku, '16,50', 7, 'windows-1252') });
    await expect(changes).toContainText('stock 7');
    await expect(changes).toContainText(money.csv);
    await expect(page.getByRole('table', { name: /Errori|Errors/ })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    await expect(page.getByText(w.applied)).toBeVisible();

    await openArticle(page, id, sku);
    await expect(price).toHaveValue(amounts.csv);
    await expect(page.getByLabel(w.stock)).toHaveValue('7');
    await expect(page.getByLabel(w.onSale)).not.toBeChecked();
  });
}
