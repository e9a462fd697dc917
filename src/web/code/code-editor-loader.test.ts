import { describe, expect, it } from 'vitest';
import { createLoader, type LoaderState } from './code-editor-loader.ts';

/** A download the test finishes by hand, counting how often it was started. */
const manualDownload = () => {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the code editor’s download', () => {
  it('starts only when asked, once however often it is asked, and tells who watches', async () => {
    const { load, calls } = manualDownload();
    const loader = createLoader(load);
    const seen: LoaderState<string>['status'][] = [];
    loader.subscribe(() => seen.push(loader.getState().status));
    expect(loader.getState()).toEqual({ status: 'idle' });
    expect(calls).toHaveLength(0);

    loader.request();
    loader.request();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('CodeMirror');
    await settle();
    expect(loader.getState()).toEqual({ status: 'ready', editor: 'CodeMirror' });
    loader.request();
    loader.retry();
    expect(calls).toHaveLength(1);
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('after a failure waits for a retry, which downloads again', async () => {
    const { load, calls } = manualDownload();
    const loader = createLoader(load);
    loader.request();
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(loader.getState().status).toBe('failed');
    // Reaching for the code again does not hammer the network; the retry button does.
    loader.request();
    expect(calls).toHaveLength(1);
    loader.retry();
    expect(loader.getState().status).toBe('loading');
    calls[1]?.resolve('CodeMirror');
    await settle();
    expect(loader.getState().status).toBe('ready');
  });

  it('stops telling a view that has gone', () => {
    const loader = createLoader(manualDownload().load);
    let told = 0;
    const unsubscribe = loader.subscribe(() => {
      told += 1;
    });
    unsubscribe();
    loader.request();
    expect(told).toBe(0);
  });
});
