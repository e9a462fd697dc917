import { CIRCUIT_HASH_FIELD, THUMBNAIL_LIMITS } from '../../domain/thumbnail-limits.ts';

/** The scale that draws a circuit into the stored picture's square: sharp on cards, never over 2×. */
export const pictureScale = ({ width, height }: { width: number; height: number }) =>
  Math.min(2, THUMBNAIL_LIMITS.maxSide / Math.max(width, height, 1));

/**
 * Sends a picture of the circuit whose hash is `circuitHash` to `path` (`PUT …/thumbnail`). True
 * when it is kept; a 409 (the circuit changed since it was drawn) or any failure is false: the
 * card draws the circuit itself until a picture lands, so nobody needs to hear of it.
 */
export const sendCircuitPicture = async (
  path: string,
  circuitHash: string,
  picture: Blob,
): Promise<boolean> => {
  const form = new FormData();
  form.set(CIRCUIT_HASH_FIELD, circuitHash);
  form.set('file', picture, 'circuit.png');
  try {
    const response = await fetch(path, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
    return response.ok;
  } catch {
    return false;
  }
};
