// Validates FatturaPA files against the official 1.2.2 schema kept in the repository
// (server/domain/invoices/schema/, docs/decisions/235-electronic-invoices.md), offline, with
// libxml2 compiled to WebAssembly (xmllint-wasm, as the sitemap suite does). Every invoice and
// credit note a test's database holds is validated when its test API closes (harness.ts), and the
// two-process suite's at its end (decision 260): no test can make a file and skip the check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import type { Db } from '../../server/db/client.js';
import { invoices } from '../../server/db/schema.js';

const schemaFile = (name: string) => ({
  fileName: name, contents: readFileSync(fileURLToPath(new URL(`../../server/domain/invoices/schema/${name}`, import.meta.url)), 'utf8'),
});
const MAIN = schemaFile('Schema_del_file_xml_FatturaPA_v1.2.2.xsd');
const SIGNATURE = schemaFile('xmldsig-core.xsd');

/** The schema's complaints about `xml`; empty when it is valid. */
export async function fatturaErrors(xml: string, fileName = 'fattura.xml'): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName, contents: xml }], schema: [MAIN], preload: [SIGNATURE], maxMemoryPages: 4096 });
  return result.errors.map((error) => error.rawMessage);
}

/** Every invoice and credit note stored in `db`, validated: each complaint named by its file; how many were read. */
export async function storedInvoiceErrors(db: Db): Promise<{ checked: number; errors: string[] }> {
  const stored = await db.select({ fileName: invoices.fileName, xml: invoices.xml }).from(invoices);
  const errors: string[] = [];
  for (const { fileName, xml } of stored) errors.push(...(await fatturaErrors(xml, fileName)).map((e) => `${fileName}: ${e}`));
  return { checked: stored.length, errors };
}

/** Throws naming each stored file the schema refuses. */
export async function assertStoredInvoicesValid(db: Db): Promise<number> {
  const { checked, errors } = await storedInvoiceErrors(db);
  if (errors.length > 0) throw new Error(`${errors.length} schema error(s) in the stored FatturaPA files:\n${errors.join('\n')}`);
  return checked;
}
