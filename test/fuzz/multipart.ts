import fc from 'fast-check';
import { makeBlackPng, makeJpeg, makePng } from '../../src/server/storage/test-files.ts';
import { HOSTILE_STRINGS } from './hostile.ts';

/** Real and broken file contents, made once per run. */
export interface FileSamples {
  png: Buffer;
  jpeg: Buffer;
  /** 20000×20000 px in a few hundred bytes: a decompression bomb. */
  bomb: Buffer;
  /** Just over the 5 MB upload cap. */
  oversized: Buffer;
}

export const makeFileSamples = async (): Promise<FileSamples> => {
  const png = await makePng(8, 8);
  return {
    png,
    jpeg: await makeJpeg(8, 8),
    bomb: makeBlackPng(20_000, 20_000),
    oversized: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]),
  };
};

export interface Body {
  /** What was generated, for reports: `json`, `invalid-json`, `multipart:png`, … */
  kind: string;
  contentType?: string;
  payload?: string | Buffer;
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
  /** Leave out Content-Disposition: a part busboy cannot name. */
  bare?: boolean;
}

const CRLF = '\r\n';

const encodePart = (boundary: string, part: Part) => {
  const headers = [
    part.bare
      ? null
      : `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`,
    part.type === undefined ? null : `Content-Type: ${part.type}`,
  ].filter((line) => line !== null);
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`),
    part.data,
    Buffer.from(CRLF),
  ]);
};

const encodeForm = (boundary: string, parts: Part[], closed: boolean) =>
  Buffer.concat([
    ...parts.map((part) => encodePart(boundary, part)),
    Buffer.from(closed ? `--${boundary}--${CRLF}` : ''),
  ]);

type Named = [kind: string, data: Buffer];
const named = (kind: string, data: Buffer): Named => [kind, data];

const fileContents = (samples: FileSamples): fc.Arbitrary<Named> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(named('png', samples.png)) },
    { weight: 2, arbitrary: fc.constant(named('jpeg', samples.jpeg)) },
    { weight: 1, arbitrary: fc.constant(named('empty', Buffer.alloc(0))) },
    {
      weight: 1,
      arbitrary: fc.constant(named('truncated-png', samples.png.subarray(0, samples.png.length >> 1))),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 256 })
        .map((bytes) =>
          named('png-header', Buffer.concat([samples.png.subarray(0, 16), Buffer.from(bytes)])),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => named('random', Buffer.from(bytes))),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        named(
          'svg',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
          ),
        ),
      ),
    },
    { weight: 1, arbitrary: fc.constant(named('bomb', samples.bomb)) },
    { weight: 1, arbitrary: fc.constant(named('oversized', samples.oversized)) },
  );

const fileName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('robot.png', 'Mi Robot.jpg', 'photo.jpeg') },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((name) => `${name}.png`) },
  { weight: 1, arbitrary: fc.constantFrom('../../../etc/passwd', '..\\..\\x.png', '.htaccess', 'CON', '') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

const declaredType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('image/png', 'image/jpeg') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/html', 'image/svg+xml', 'application/octet-stream', '', 'x'),
  },
);

const fieldName = fc.oneof(
  { weight: 8, arbitrary: fc.constant('file') },
  { weight: 1, arbitrary: fc.constantFrom('image', 'upload', '', '__proto__', 'constructor', 'file[]') },
);

const filePart = (samples: FileSamples): fc.Arbitrary<[string, Part]> =>
  fc
    .tuple(fieldName, fileContents(samples), fileName, fc.option(declaredType, { freq: 8 }), fc.boolean())
    .map(([name, [kind, data], filename, type, bare]) => [
      kind,
      { name, data, filename, type: type ?? undefined, bare: bare && name === '' },
    ]);

const textPart: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom('name', 'file', 'x', '__proto__'), fc.constantFrom(...HOSTILE_STRINGS))
  .map(([name, value]) => ({ name, data: Buffer.from(value) }));

const contentTypeFor = (boundary: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(`multipart/form-data; boundary=${boundary}`) },
    { weight: 1, arbitrary: fc.constant(`multipart/form-data; boundary="${boundary}"`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        `multipart/mixed; boundary=${boundary}`,
        `multipart/form-data; boundary=${'b'.repeat(200)}`,
        `multipart/form-data; charset=utf-16; boundary=${boundary}`,
      ),
    },
  );

/**
 * A multipart/form-data body: mostly one image under `file`, as the upload modal sends it, with
 * broken files, names and types, extra parts, too many fields, and broken framing.
 */
export const multipartBody = (samples: FileSamples): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.constantFrom('----chispa-fuzz-7MA4YWxk', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
      fc.oneof(
        { weight: 8, arbitrary: fc.array(filePart(samples), { minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(filePart(samples), { minLength: 0, maxLength: 2 }) },
      ),
      fc.oneof(
        { weight: 6, arbitrary: fc.array(textPart, { maxLength: 2 }) },
        { weight: 1, arbitrary: textPart.map((part) => Array.from({ length: 25 }, () => part)) },
      ),
      fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    )
    .chain(([boundary, files, fields, closed]) =>
      contentTypeFor(boundary).map((contentType) => ({
        kind: `multipart:${files.map(([kind]) => kind).join('+') || 'no-file'}${closed ? '' : ':unclosed'}`,
        contentType,
        payload: encodeForm(boundary, [...fields, ...files.map(([, part]) => part)], closed),
      })),
    );
