import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that @fastify/swagger emits from our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the document: what the fuzzer knows about it. */
export interface Operation {
  /** `METHOD /path/{param}`, as reports print it. */
  id: string;
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The declared body, by content type; null when the document declares none. */
  body: { required: boolean; content: Record<string, JsonSchema> } | null;
  /** Declared response schemas by status, to know which extra keys an error may carry. */
  responses: Record<string, JsonSchema | undefined>;
  /** It answers with an event stream, which never ends by itself. */
  streams: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace', 'query']);

const toOperation = (path: string, method: string, raw: RawOperation): Operation => {
  const parameters = raw.parameters ?? [];
  const content = raw.requestBody?.content;
  return {
    id: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    pathParams: parameters.filter((p) => p.in === 'path'),
    queryParams: parameters.filter((p) => p.in === 'query'),
    body: content
      ? {
          required: raw.requestBody?.required ?? false,
          content: Object.fromEntries(
            Object.entries(content).map(([type, media]) => [type, media.schema ?? {}]),
          ),
        }
      : null,
    responses: Object.fromEntries(
      Object.entries(raw.responses ?? {}).map(([status, response]) => [
        status,
        response.content?.['application/json']?.schema,
      ]),
    ),
    streams: Object.values(raw.responses ?? {}).some((response) => response.content?.['text/event-stream']),
  };
};

/**
 * Every operation the app documents at /api/docs/json, in a stable order. The fuzzer covers
 * whatever this returns, so a new route is fuzzed the day it is registered.
 */
export const readOperations = async (app: FastifyInstance): Promise<Operation[]> => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`OpenAPI document: ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHODS.has(method))
        .map(([method, raw]) => toOperation(path, method, raw)),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
};

/** The paths `METHOD /path` of write methods; a foreign Origin must be refused on them. */
export const isStateChanging = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
