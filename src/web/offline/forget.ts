/**
 * What this computer kept for the person signed in (a lab computer is shared): each keeper of
 * offline data (the query data kept for offline, the save outbox, the service worker's runtime
 * caches, the circuit thumbnails) registers how to forget it, and a sign-out forgets it all.
 */

type Forget = () => Promise<void> | void;

const forgetters = new Map<string, Forget>();

/** Registers (or replaces) the way to wipe one kind of kept data; `name` says which, for errors. */
export const onForget = (name: string, forget: Forget): void => {
  forgetters.set(name, forget);
};

/**
 * Wipes everything registered, each on its own: one that fails does not keep the others. Resolves
 * with the names that failed (empty when all went).
 */
export const forgetThisDevice = async (): Promise<string[]> => {
  const results = await Promise.allSettled(
    [...forgetters].map(async ([name, forget]) => {
      try {
        await forget();
      } catch (error) {
        throw Object.assign(new Error(name), { cause: error });
      }
    }),
  );
  return results.flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message] : [],
  );
};
