// A housekeeping task run at once and then every so often in each process (the analytics
// retention, decision 157; the order sweep, decision 191): runs never overlap, a failure is
// logged and the next run comes as usual, and `stop()` waits for a run under way before the
// database closes.
export interface Repeating {
  stop(): Promise<void>;
}

export function startRepeating(task: () => Promise<void>, everyMs: number, onError: (err: unknown) => void): Repeating {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(task).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
