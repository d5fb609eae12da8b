// The React root of the component tests (not imported by the app): a fresh element in the page
// for each test, unmounted and removed after it. Call testRoot() at the top of a test file; its
// hooks run where the call stands among the file's own (vitest runs after-hooks in reverse), so a
// file that fakes timers registers its useRealTimers() before the call to unmount on fake timers.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  /** The element the test's tree renders into (a new one for each test). */
  readonly host: HTMLElement;
  /** Renders into the root, inside act() unless the file opted out of it. */
  render(node: ReactNode): void;
  /** Renders inside an async act() that also waits for `ready` (a router's first load). */
  renderAndWait(node: ReactNode, ready: () => Promise<unknown>): Promise<void>;
  /** Unmounts the tree and opens a new root in the same element, for a second render in one test. */
  remount(): void;
}

export interface TestRootOptions {
  /**
   * False where the tree updates outside act() (the offline layer's live queries) and the test
   * waits for what shows instead: React is told this is no act() environment, and nothing here
   * is wrapped in act(). Default true.
   */
  act?: boolean;
}

export function testRoot({ act: inAct = true }: TestRootOptions = {}): TestRoot {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = inAct;
  const run = (work: () => void) => (inAct ? act(work) : work());
  let host: HTMLElement | undefined;
  let root: Root | undefined;
  const current = () => {
    if (!host || !root) throw new Error('testRoot: the root exists during a test only (beforeEach to afterEach)');
    return { host, root };
  };

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    // Nothing to clean when an earlier beforeEach failed before this one ran: its error is the one to see.
    if (!host || !root) return;
    const mounted = { host, root };
    host = undefined;
    root = undefined;
    run(() => mounted.root.unmount());
    mounted.host.remove();
  });

  return {
    get host() { return current().host; },
    render: (node) => run(() => current().root.render(node)),
    renderAndWait: async (node, ready) => {
      const work = async () => {
        current().root.render(node);
        await ready();
      };
      await (inAct ? act(work) : work());
    },
    remount: () => {
      const mounted = current();
      run(() => mounted.root.unmount());
      root = createRoot(mounted.host);
    },
  };
}
