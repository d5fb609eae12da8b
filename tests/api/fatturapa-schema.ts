// Validates FatturaPA files against the official 1.2.2 schema kept in the repository
// (server/domain/invoices/schema/, docs/decisions/235-electronic-invoices.md), offline, with
// libxml2 compiled to WebAssembly (xmllint-wasm, as the sitemap suite does).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

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
