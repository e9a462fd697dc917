/**
 * The service worker keeps no cache at runtime (no `/api` answer, no stored picture: a lab computer
 * is shared); its precache holds only the build's public files and stays across sign-outs. Should a
 * runtime cache ever appear, a sign-out deletes it.
 */
import { onForget } from './forget.ts';
import { isRuntimeCache } from './sw-rules.ts';

onForget('service-worker-caches', async () => {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isRuntimeCache).map((name) => caches.delete(name)));
});
