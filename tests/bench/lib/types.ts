// A bench run is a list of measurement modules; each prints one table. Later issues add modules
// (Lighthouse, bundle sizes, sync time) without touching the others.

export interface BenchTable {
  title: string;
  /** Lines printed under the title (what was measured, against what). */
  notes: string[];
  columns: string[];
  rows: string[][];
}

export interface Measurement {
  name: string;
  run(): Promise<BenchTable[]>;
}
