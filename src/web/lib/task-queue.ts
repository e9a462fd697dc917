/**
 * Runs async tasks a few at a time, in the order asked. A task whose signal is aborted before its
 * turn comes is dropped (its card scrolled away), so the queue never works for nobody.
 */
export const createTaskQueue = (concurrency: number) => {
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) start();
  };

  const run = <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        if (signal?.aborted) {
          reject(signal.reason);
          next();
          return;
        }
        running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });

  return { run, size: () => ({ running, waiting: waiting.length }) };
};
