// What Lighthouse's total blocking time is made of. Lighthouse does not report it: its blocking
// time comes from Lantern's simulation of the load (observed main-thread tasks ×4 on a simulated
// phone's network), and its long-task table names only a script per task. This replays that
// simulation on a run's saved trace and DevTools log with Lighthouse's own computed artifacts
// (internal modules of the installed lighthouse package, as its long-tasks audit uses them) and
// lists the tasks that block after the simulated first paint, each beside the observed task it
// stands for and the trace events inside it. It found decisions 177 (first layout), 179 (timers),
// 180 (the stored layer's start) and 182 (a late first paint).
import { readFileSync } from 'node:fs';

export interface BlockingTask {
  /** Simulated start and duration, ms (Lantern's clock: from the navigation, CPU ×4). */
  simStart: number;
  simDuration: number;
  /** The part of the simulated task over 50 ms after the simulated first contentful paint. */
  blocking: number;
  /** The observed task: start from the navigation, and duration, ms. */
  observedStart: number;
  observedDuration: number;
  /** The largest trace events inside the task (name, script file), ms each. */
  content: string;
}

interface TraceEvent { name: string; ts: number; dur?: number; args?: { data?: { url?: string; isLoadingMainFrame?: boolean } } }
interface CpuNode { type: string; event: TraceEvent; childEvents: TraceEvent[] }
interface Timing { startTime: number; endTime: number; duration: number }
interface Simulator { simulate(graph: unknown, options: { label: string }): { nodeTimings: Map<CpuNode, Timing> } }
type Computed<T> = { request(dependencies: object, context: object): Promise<T> };

const BLOCKING_FROM_MS = 50;
const LISTED = 40;

function content(node: CpuNode): string {
  const byName = new Map<string, number>();
  for (const child of node.childEvents) {
    if (!child.dur) continue;
    const script = child.args?.data?.url?.split('/').pop()?.slice(0, 24);
    const key = script ? `${child.name} ${script}` : child.name;
    byName.set(key, (byName.get(key) ?? 0) + child.dur / 1000);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join('; ');
}

/** The blocking tasks of one saved run (`--save-assets`), the longest blocking first. */
export async function blockingTasks(reportPath: string, tracePath: string, devtoolsLogPath: string): Promise<BlockingTask[]> {
  const { PageDependencyGraph } = await import('lighthouse/core/computed/page-dependency-graph.js') as unknown as { PageDependencyGraph: Computed<unknown> };
  const { LoadSimulator } = await import('lighthouse/core/computed/load-simulator.js') as unknown as { LoadSimulator: Computed<Simulator> };
  const { defaultSettings } = await import('lighthouse/core/config/constants.js') as unknown as { defaultSettings: object };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
    configSettings: object; requestedUrl: string; mainDocumentUrl: string; finalDisplayedUrl: string;
    audits: Record<string, { numericValue?: number }>;
  };
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const devtoolsLog = JSON.parse(readFileSync(devtoolsLogPath, 'utf8')) as unknown;
  const settings = { ...defaultSettings, ...report.configSettings };
  const URL = { requestedUrl: report.requestedUrl, mainDocumentUrl: report.mainDocumentUrl, finalDisplayedUrl: report.finalDisplayedUrl };
  const context = { computedCache: new Map(), settings };
  const graph = await PageDependencyGraph.request({ settings, trace, devtoolsLog, URL, SourceMaps: [], fromTrace: false }, context);
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
  const navigation = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of simulator.simulate(graph, { label: 'bench-blocking-tasks' }).nodeTimings) {
    if (node.type !== 'cpu') continue;
    const blocking = Math.max(0, timing.endTime - Math.max(timing.startTime, fcp) - BLOCKING_FROM_MS);
    if (blocking <= 0) continue;
    tasks.push({
      simStart: timing.startTime, simDuration: timing.duration, blocking,
      observedStart: (node.event.ts - navigation) / 1000, observedDuration: (node.event.dur ?? 0) / 1000,
      content: content(node),
    });
  }
  return tasks.sort((a, b) => b.blocking - a.blocking).slice(0, LISTED);
}
