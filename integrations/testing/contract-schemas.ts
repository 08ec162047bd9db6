/** How the contract checker reads OpenAPI 3.0 schemas with ajv (a JSON Schema validator). */

export type Json = Record<string, unknown>;

/** OpenAPI 3.0 → what ajv reads: `$ref` siblings are ignored (3.0 says so), boolean exclusive bounds become numbers. */
export function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') return { $ref: object.$ref };
  // `nullable` without `type` adds nothing (any value goes), and ajv refuses it.
  if ('nullable' in object && !('type' in object)) delete object.nullable;
  for (const [bound, limit] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof object[bound] === 'boolean') {
      if (object[bound] && typeof object[limit] === 'number') object[bound] = object[limit];
      else delete object[bound];
      if (typeof object[bound] === 'number') delete object[limit];
    }
  }
  for (const [key, value] of Object.entries(object)) {
    // Examples are data, not schemas; keep them out of the walk.
    if (key !== 'example' && key !== 'examples') object[key] = normalise(value);
  }
  return object;
}

/** For request bodies: an object schema that lists its properties and says nothing more allows no others. */
export function forbidUndeclaredProperties(node: unknown, inComposition = false): unknown {
  if (Array.isArray(node)) return node.map((n) => forbidUndeclaredProperties(n, inComposition));
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Json;
  const composite = ['allOf', 'anyOf', 'oneOf'].some((k) => k in object);
  if (!inComposition && !composite && isJson(object.properties) && !('additionalProperties' in object)) {
    object.additionalProperties = false;
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'example' || key === 'examples') continue;
    const many = (key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value) && value.length > 1;
    object[key] = forbidUndeclaredProperties(value, many);
  }
  return object;
}

export function coerce(raw: string[], schema: Json): unknown {
  const one = (value: string, type: unknown): unknown => {
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  };
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Json;
    return raw.flatMap((v) => v.split(',')).map((v) => one(v, items.type));
  }
  return one(raw[raw.length - 1] ?? '', schema.type);
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
