import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { coerce, forbidUndeclaredProperties, normalise, type Json } from './contract-schemas.js';

/**
 * Validates HTTP requests (and the fake servers' answers) against an OpenAPI 3.0 document of a vendor's API —
 * our own for the operations we call (contracts/), or the vendor's published one (published-contracts.ts):
 * the operation by method + path, its security, header / path / query parameters and the JSON body, with ajv.
 * Stricter than the document in two ways that catch client mistakes a real vendor would silently ignore:
 * query parameters the operation does not declare, and body properties its schema does not declare.
 */

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface Operation {
  method: string;
  template: string;
  pointer: string;
  regex: RegExp;
  names: string[];
  literalness: number;
  op: Json;
  parameters: Array<{ param: Json; pointer: string }>;
}

export interface ContractMatch {
  operationId: string;
  pathParams: Record<string, string>;
}

export interface RequestToCheck {
  method: string;
  /** Path with the vendor's base path (e.g. `/v2/time_entries`). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  contentType?: string;
  body: unknown;
}

export interface ContractCheck {
  operationId?: string;
  errors: string[];
}

export interface ContractOptions {
  /** The path prefix of the document's server URL (`/v2` for Harvest); default from `servers[0]`. */
  basePath?: string;
  /** Xero documents `/Connections` and serves `/connections`. */
  caseInsensitivePaths?: boolean;
}

export class OpenApiContract {
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(
    readonly title: string,
    private readonly doc: Json,
    private readonly ajvLoose: Ajv,
    private readonly ajvStrict: Ajv,
    options: ContractOptions,
  ) {
    const basePath = options.basePath ?? serverBasePath(doc);
    this.operations = [];
    for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      const pathPointer = `/paths/${escapePointer(template)}`;
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const names: string[] = [];
        const source = (basePath + template).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
        const parameters = [
          ...this.parametersAt(item.parameters, `${pathPointer}/parameters`),
          ...this.parametersAt(op.parameters, `${pathPointer}/${method}/parameters`),
        ];
        this.operations.push({
          method: method.toUpperCase(),
          template,
          pointer: `${pathPointer}/${method}`,
          regex: new RegExp(`^${source}$`, options.caseInsensitivePaths ? 'i' : ''),
          names,
          literalness: template.replace(/\{\w+\}/g, '').length,
          op,
          parameters,
        });
      }
    }
    // A literal path (`/users/me`) wins over a template (`/users/{userId}`).
    this.operations.sort((a, b) => b.literalness - a.literalness);
  }

  /** A checker for `document` (an OpenAPI 3.0 object; `$ref`s within it are followed, other files are not read). */
  static from(document: Json, options: ContractOptions = {}): OpenApiContract {
    const doc = normalise(structuredClone(document)) as Json;
    const strictDoc = forbidUndeclaredProperties(structuredClone(doc)) as Json;
    const make = (schema: Json): Ajv => {
      const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
      addFormats(ajv);
      ajv.addSchema(schema, 'doc', undefined, false);
      return ajv;
    };
    const title = String((doc.info as Json | undefined)?.title ?? 'the document');
    return new OpenApiContract(title, doc, make(doc), make(strictDoc), options);
  }

  match(method: string, pathname: string): (ContractMatch & { operation: Operation }) | undefined {
    for (const operation of this.operations) {
      if (operation.method !== method.toUpperCase()) continue;
      const found = operation.regex.exec(pathname);
      if (!found) continue;
      const pathParams = Object.fromEntries(operation.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
      const operationId = String(operation.op.operationId ?? `${operation.method} ${operation.template}`);
      return { operationId, pathParams, operation };
    }
    return undefined;
  }

  checkRequest(request: RequestToCheck): ContractCheck {
    const found = this.match(request.method, request.path);
    if (!found) return { errors: [`${request.method} ${request.path} is not an operation of ${this.title}`] };
    const { operation, operationId, pathParams } = found;
    const errors: string[] = [...this.checkSecurity(operation, request.headers)];
    const declaredQuery = new Set<string>();
    for (const { param, pointer } of operation.parameters) {
      const name = String(param.name);
      const where = String(param.in);
      let raw: string[] = [];
      if (where === 'path') raw = [pathParams[name] ?? ''];
      if (where === 'query') {
        declaredQuery.add(name);
        raw = request.query.getAll(name);
      }
      if (where === 'header') raw = headerValues(request.headers[name.toLowerCase()]);
      if (raw.length === 0) {
        if (param.required) errors.push(`${where} parameter ${name} is required`);
        continue;
      }
      const schema = this.resolve(`${pointer}/schema`);
      const value = coerce(raw, schema);
      errors.push(...this.validate(this.ajvLoose, `${pointer}/schema`, value, `${where} parameter ${name}`));
    }
    for (const name of new Set(request.query.keys())) {
      if (!declaredQuery.has(name)) errors.push(`query parameter ${name} is not declared by ${operationId}`);
    }
    errors.push(...this.checkBody(operation, request));
    return { operationId, errors };
  }

  /** Checks an answer against the operation's response for that status (or `default`). */
  checkResponse(method: string, pathname: string, status: number, body: unknown): string[] {
    const found = this.match(method, pathname);
    if (!found) return [];
    const responses = (found.operation.op.responses ?? {}) as Json;
    const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
    // Documents rarely list 401, 429 or 5xx; a success the document does not know is a real drift.
    if (!key) return status < 300 ? [`${found.operationId} does not document HTTP ${status}`] : [];
    const pointer = this.follow(`${found.operation.pointer}/responses/${key}`);
    const content = (this.resolve(pointer).content ?? {}) as Json;
    if (!('application/json' in content) || body === undefined) return [];
    return this.validate(this.ajvLoose, `${pointer}/content/application~1json/schema`, body, `HTTP ${status} answer`);
  }

  private checkBody(operation: Operation, request: RequestToCheck): string[] {
    const declared = operation.op.requestBody !== undefined;
    if (!declared) return request.body === undefined ? [] : [`${operation.method} ${operation.template} takes no body`];
    const pointer = this.follow(`${operation.pointer}/requestBody`);
    const requestBody = this.resolve(pointer);
    if (request.body === undefined) return requestBody.required ? ['the request body is required'] : [];
    const content = (requestBody.content ?? {}) as Json;
    const mediaType = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(mediaType in content)) return [`content type ${mediaType || '(none)'} is not one of ${Object.keys(content).join(', ')}`];
    const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
    return this.validate(this.ajvStrict, schemaPointer, request.body, 'body');
  }

  private checkSecurity(operation: Operation, headers: RequestToCheck['headers']): string[] {
    const requirements = (operation.op.security ?? this.doc.security ?? []) as Array<Record<string, unknown>>;
    if (requirements.length === 0) return [];
    const schemes = ((this.doc.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
    const authorization = headerValues(headers.authorization)[0] ?? '';
    const satisfied = (name: string): boolean => {
      const scheme = schemes[name];
      if (!scheme) return false;
      if (scheme.type === 'apiKey' && scheme.in === 'header') return headerValues(headers[String(scheme.name).toLowerCase()]).length > 0;
      if (scheme.type === 'http') return authorization.toLowerCase().startsWith(`${String(scheme.scheme).toLowerCase()} `);
      if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return /^bearer \S+/i.test(authorization);
      return false;
    };
    const ok = requirements.some((requirement) => Object.keys(requirement).every(satisfied));
    return ok ? [] : [`no security requirement is met (${requirements.map((r) => Object.keys(r).join('+') || 'none').join(' | ')})`];
  }

  private validate(ajv: Ajv, pointer: string, value: unknown, label: string): string[] {
    const key = `${ajv === this.ajvStrict ? 'strict' : 'loose'}${pointer}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = ajv.getSchema(`doc#${pointer}`);
      if (!validate) return [`no schema at ${pointer}`];
      this.validators.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${label}${e.instancePath} ${e.message ?? 'is invalid'}${extra(e.params)}`);
  }

  private parametersAt(list: unknown, pointer: string): Array<{ param: Json; pointer: string }> {
    if (!Array.isArray(list)) return [];
    return list.map((_, i) => {
      const resolved = this.follow(`${pointer}/${i}`);
      return { param: this.resolve(resolved), pointer: resolved };
    });
  }

  /** Follows `$ref`s from a JSON pointer to the pointer of the object it finally names. */
  private follow(pointer: string): string {
    let current = pointer;
    for (let i = 0; i < 10; i++) {
      const ref = this.at(current).$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#')) return current;
      current = ref.slice(1);
    }
    return current;
  }

  /** The object at a JSON pointer, following a `$ref` it holds. */
  private resolve(pointer: string): Json {
    const value = this.at(pointer);
    return typeof value.$ref === 'string' && value.$ref.startsWith('#') ? this.resolve(value.$ref.slice(1)) : value;
  }

  private at(pointer: string): Json {
    let node: unknown = this.doc;
    for (const part of pointer.split('/').slice(1)) {
      node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return (node ?? {}) as Json;
  }
}

function serverBasePath(doc: Json): string {
  const servers = doc.servers as Array<{ url?: string }> | undefined;
  const url = servers?.[0]?.url;
  if (!url) return '';
  try {
    return new URL(url).pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function extra(params: Record<string, unknown>): string {
  if ('additionalProperty' in params) return `: ${String(params.additionalProperty)}`;
  if ('allowedValues' in params) return `: ${JSON.stringify(params.allowedValues)}`;
  return '';
}
