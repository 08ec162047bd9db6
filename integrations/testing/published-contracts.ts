import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { OpenApiContract, type ContractOptions } from './contract.js';
import type { Json } from './contract-schemas.js';

/**
 * The vendors' published OpenAPI documents, as an extra check of our own contracts (contracts/) where they are at
 * hand: in a `shared/contracts` folder beside the checkout, or where CONTRACTS_DIR points. They are the vendors'
 * words (Harvest's through a third party's generator), so the project reads them and never copies them in; the
 * checks against them report themselves skipped when they are not there. Nothing else in the project needs them.
 */
const publishedContractsDir =
  process.env.CONTRACTS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'contracts');

export const publishedContractsPresent = fs.existsSync(publishedContractsDir);

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
