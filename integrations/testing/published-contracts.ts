import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { OpenApiContract, type ContractOptions } from './contract.js';
import type { Json } from './contract-schemas.js';

/**
 * The vendors' published OpenAPI documents (published/, with their sources and licences in its README), as an extra
 * check of our own contracts (contracts/). Nothing but that check reads them.
 */
const publishedContractsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'published');

interface PublishedDocument {
  /** As published, for the checker (which follows the document's own `$ref`s). */
  contract: OpenApiContract;
  /** With every `$ref` replaced by what it names, for comparing with ours. */
  dereferenced: Json;
}

const read = new Map<string, Promise<PublishedDocument>>();

/** Reads a published document once per run: parsing Harvest's 470 kB document takes a while. */
export function publishedDocument(file: string, options: ContractOptions = {}): Promise<PublishedDocument> {
  const key = `${file} ${JSON.stringify(options)}`;
  let reading = read.get(key);
  if (!reading) {
    reading = (async () => {
      const parsed = await SwaggerParser.parse(path.join(publishedContractsDir, file));
      const dereferenced: Json = { ...(await SwaggerParser.dereference(structuredClone(parsed))) };
      return { contract: OpenApiContract.from({ ...parsed }, options), dereferenced };
    })();
    read.set(key, reading);
  }
  return reading;
}
