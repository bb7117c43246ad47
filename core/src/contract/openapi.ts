import { z } from 'zod';
import { errorAnswerSchema } from './common.contract';
import { endpoints, type Endpoint } from './endpoints';

type JsonObject = Record<string, unknown>;

const json = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;

function parameters(e: Endpoint): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [where, schema] of [['path', e.params], ['query', e.query]] as const) {
    if (!schema) continue;
    const s = json(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document of the contract, generated from the same zod schemas the code uses. */
export function buildOpenApiDocument(opts: { serverUrl: string; version: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [operationId, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const op: JsonObject = {
      operationId,
      summary: e.summary,
      parameters: parameters(e),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: json(e.response, 'output') } } },
        default: { description: 'Error answer (§8)', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } },
      },
      ...(e.auth ? { security: [{ guestToken: [] }] } : {}),
    };
    if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: json(e.body, 'input') } } };
    paths[e.path] = { ...(paths[e.path] ?? {}), [e.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Switchback commerce API', version: opts.version },
    servers: [{ url: opts.serverUrl }],
    paths,
    components: {
      schemas: { ErrorAnswer: json(errorAnswerSchema, 'output') },
      securitySchemes: { guestToken: { type: 'apiKey', in: 'cookie', name: 'sb_guest_token' } },
    },
  };
}
