import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { SEAT_PICTURES, type SeatSecret } from '../../../domain/seats.ts';

/**
 * A seat's secret is kept encrypted (AES-256-GCM) with a key derived from the auth secret, not in
 * clear and not hashed: its tutor must be able to print the card again, as code.org's secret
 * pictures allow. A copy of the database alone reads no secret; the key never leaves the server.
 */
export interface SecretBox {
  seal(secret: SeatSecret): string;
  open(sealed: string): SeatSecret;
  /** Whether `sealed` opens with this key (it does not after AUTH_SECRET changed). */
  canOpen(sealed: string): boolean;
  /** Whether `given` is the sealed secret, compared in constant time. */
  matches(sealed: string, given: SeatSecret): boolean;
}

const textOf = (secret: SeatSecret) => `${secret.picture}:${secret.digits}`;

/**
 * The demo seed's seats (src/server/db/demo-accounts.ts) have secrets the README publishes; the
 * seed runs without the server's key, so it stores them as they are, marked with this prefix. A
 * reset seals the new secret like any other.
 */
const PUBLISHED = 'published:';
export const publishedSecret = (secret: SeatSecret) => `${PUBLISHED}${textOf(secret)}`;

const parse = (text: string): SeatSecret => {
  const [picture, digits] = text.split(':');
  return { picture: picture as SeatSecret['picture'], digits: digits ?? '' };
};

export const createSecretBox = (authSecret: string): SecretBox => {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'chispa', 'seat secrets v1', 32));
  const open = (sealed: string): SeatSecret => {
    if (sealed.startsWith(PUBLISHED)) return parse(sealed.slice(PUBLISHED.length));
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) throw new Error('a sealed seat secret is malformed');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  };
  const canOpen = (sealed: string) => {
    try {
      open(sealed);
      return true;
    } catch {
      return false;
    }
  };
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(textOf(secret), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open,
    canOpen,
    matches(sealed, given) {
      if (!canOpen(sealed)) return false;
      // Hashes first, so the comparison takes the same time whatever the lengths.
      const digest = (text: string) => createHash('sha256').update(text).digest();
      return timingSafeEqual(digest(textOf(open(sealed))), digest(textOf(given)));
    },
  };
};

/** A new random secret: one of the pictures and two digits. */
export const randomSecret = (): SeatSecret => ({
  picture: SEAT_PICTURES[randomInt(SEAT_PICTURES.length)] ?? 'sun',
  digits: String(randomInt(100)).padStart(2, '0'),
});
