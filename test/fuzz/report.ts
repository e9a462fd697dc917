import type { FuzzRequest } from './requests.ts';

/** At most `max` characters, head and tail kept, control characters escaped so a NUL shows. */
export const shorten = (text: string, max = 400): string => {
  const visible = JSON.stringify(
    text.length > 4 * max ? `${text.slice(0, max)}${text.slice(-max)}` : text,
  ).slice(1, -1);
  if (visible.length <= max) return visible;
  const half = Math.floor(max / 2);
  return `${visible.slice(0, half)}… (${text.length} chars) …${visible.slice(-half)}`;
};

const payloadText = (payload: string | Buffer | undefined) => {
  if (payload === undefined) return '(none)';
  if (typeof payload === 'string') return shorten(payload);
  const ends =
    payload.length > 400 ? Buffer.concat([payload.subarray(0, 150), payload.subarray(-150)]) : payload;
  return `${payload.length} bytes: ${shorten(ends.toString('latin1'), 300)}`;
};

export const describeRequest = (request: FuzzRequest): string =>
  [
    `${request.method} ${shorten(request.url, 300)}`,
    `  as ${request.actor}${request.actor === 'forged' ? ` (${request.forgery})` : ''}, origin ${request.origin ?? '(none)'}${request.referer ? `, referer ${request.referer}` : ''}, from ${request.remoteAddress}`,
    `  content-type: ${request.contentType ?? '(none)'} [${request.bodyKind}]${request.acceptEncoding ? `, accept-encoding: ${request.acceptEncoding}` : ''}`,
    `  body: ${payloadText(request.payload)}`,
  ].join('\n');

export interface Outcome {
  status: number;
  contentType: string;
  body: string;
  /** The properties this answer broke; empty when it held. */
  violations: string[];
  /** How long the app took to answer. */
  ms: number;
}

export const describeOutcome = (outcome: Outcome): string =>
  [
    `→ ${outcome.status} ${outcome.contentType || '(no content-type)'}`,
    `  ${shorten(outcome.body, 500) || '(empty body)'}`,
  ].join('\n');

/** The text a failing case throws: what was broken, the request, the answer. */
export const describeFailure = (operation: string, request: FuzzRequest, outcome: Outcome): string =>
  [`${operation}: ${outcome.violations.join('; ')}`, describeRequest(request), describeOutcome(outcome)].join(
    '\n',
  );
