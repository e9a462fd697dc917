import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing in libuv's thread pool, in better-auth's stored format
 * (`<salt as 32 hex chars>:<key as 128 hex chars>`, scrypt N=16384 r=16 p=1, 64-byte key, the
 * password NFKC-normalised, the salt's hex *text* as scrypt's salt). better-auth picks node:crypto
 * only through a package export condition and falls back to a pure-JavaScript scrypt that holds the
 * event loop ~100 ms per sign-in; naming node:crypto here makes the cheap path certain, and the
 * comparison constant-time, which better-auth's string `===` is not.
 */
const SCRYPT = { N: 16_384, r: 16, p: 1, keyLength: 64 } as const;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that, so leave headroom. */
const MAX_MEMORY = 128 * SCRYPT.N * SCRYPT.r * 2;
const SALT_BYTES = 16;
const HEX = /^[0-9a-f]+$/i;

/**
 * How many scrypt runs may be in libuv's thread pool at once (it has 4 threads by default). The
 * pool also runs WebCrypto, with which better-auth checks every signed-in request's session cookie
 * (an HMAC), and file reads: a class signing in at once queued 40 scrypts of ~130 ms CPU each in
 * front of those, and every request of the school waited seconds. The others wait here instead.
 */
export const HASH_CONCURRENCY = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than HASH_CONCURRENCY hashes are running, first come first served. */
const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
};

const runScrypt = (password: string, salt: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options = { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: MAX_MEMORY };
    scrypt(password.normalize('NFKC'), salt, SCRYPT.keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const deriveKey = (password: string, salt: string) => inTurn(() => runScrypt(password, salt));

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString('hex')}`;
};

/** better-auth's shape for `password.verify`: the stored hash and the password typed. */
interface PasswordCheck {
  hash: string;
  password: string;
}

/** False for a wrong password and for a stored value that is not such a hash (never throws on it). */
export const verifyPassword = async ({ hash, password }: PasswordCheck): Promise<boolean> => {
  const [salt, keyHex, extra] = hash.split(':');
  if (!salt || !keyHex || extra !== undefined || keyHex.length !== SCRYPT.keyLength * 2 || !HEX.test(keyHex))
    return false;
  const key = await deriveKey(password, salt);
  return timingSafeEqual(key, Buffer.from(keyHex, 'hex'));
};
