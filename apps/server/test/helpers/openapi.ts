import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: `/api/children/{id}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

/** Every route the server registers under /api, read from its own OpenAPI document. */
export async function registeredRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** A plausible value for a schema: the first enum value, a minimal string or number, required fields. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return exampleOf(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = exampleOf(schema.properties?.[name]);
      return value;
    }
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'exemple@example.fr';
      if (schema.format === 'date') return '2026-12-31';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The URL of a route with its path parameters filled in. */
export function urlOf(route: ApiRoute, pathValues: Record<string, string>, query: Record<string, string> = {}) {
  const path = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(pathValues[name] ?? 'x'),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
