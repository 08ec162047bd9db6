import { describe, expect, it } from 'vitest';
import { HarvestClient } from '../harvest/client.js';
import { JiraClient } from '../jira/client.js';
import { XeroClient, listXeroTenants } from '../xero/client.js';
import type { ContractOptions } from './contract.js';
import type { Json } from './contract-schemas.js';
import { harvestDocument } from './contracts/harvest.js';
import { jiraDocument } from './contracts/jira.js';
import { xeroIdentityDocument, xeroIdentityOptions, xeroProjectsDocument } from './contracts/xero.js';
import { sampleEntry } from './entries.js';
import type { FakeServer } from './fake-server.js';
import { HarvestFake } from './harvest-server.js';
import { JiraFake, jiraCloudId } from './jira-server.js';
import { publishedDocument } from './published-contracts.js';
import { XeroFake, xeroIds, xeroTenantId } from './xero-server.js';

/**
 * The extra check of our vendor contracts (contracts/) against the vendors' published documents (published/): ours
 * may be stricter than the vendor's, never looser or different. The contract servers and every other test use ours.
 */

const documents: Array<{ vendor: string; ours: Json; file: string; options?: ContractOptions }> = [
  { vendor: 'Harvest', ours: harvestDocument, file: 'harvest/harvest-openapi.yaml' },
  { vendor: 'Xero Projects', ours: xeroProjectsDocument, file: 'xero/xero-projects.yaml' },
  { vendor: 'Xero Identity', ours: xeroIdentityDocument, file: 'xero/xero-identity.yaml', options: xeroIdentityOptions },
  { vendor: 'Jira', ours: jiraDocument, file: 'jira/jira-worklog-subset.json' },
];

describe("our vendor contracts, against the vendors' published documents", () => {
  for (const { vendor, ours, file, options } of documents) {
    it(`${vendor}: every operation, parameter and body property of ours is in the published document`, async () => {
      const { dereferenced } = await publishedDocument(file, options);
      expect(differences(ours, dereferenced, options?.caseInsensitivePaths ?? false)).toEqual([]);
    });
  }

  it(`Harvest: what our client sends and what the fake answers pass the published document`, async () => {
    const fake = await HarvestFake.start({ contract: (await publishedDocument('harvest/harvest-openapi.yaml')).contract });
    const client = new HarvestClient({ accessToken: 'harvest-token-ann', accountId: fake.accountId, baseUrl: fake.baseUrl });
    await client.checkConnection();
    await Promise.all([client.listUsers(), client.listClients(), client.listProjects(), client.listTasks(), client.listTasks('3001')]);
    await client.createTimeEntry(sampleEntry({ target: { projectId: '3001', taskId: '4002' } }));
    await expectEveryOperationPassed(fake.server, [harvestDocument]);
  });

  it(`Xero: what our client sends and what the fake answers pass the published documents`, async () => {
    const projects = (await publishedDocument('xero/xero-projects.yaml')).contract;
    const identity = (await publishedDocument('xero/xero-identity.yaml', xeroIdentityOptions)).contract;
    const fake = await XeroFake.start({ contracts: { projects, identity } });
    const client = new XeroClient({ accessToken: 'xero-token', tenantId: xeroTenantId, baseUrl: fake.baseUrl });
    const entry = sampleEntry({ externalUserId: xeroIds.user, target: { projectId: xeroIds.project, taskId: xeroIds.task } });
    await listXeroTenants('xero-token', { baseUrl: fake.baseUrl });
    await Promise.all([client.checkConnection(), client.listUsers(), client.listProjects(), client.listTasks(xeroIds.project)]);
    await client.createTimeEntry(entry);
    await client.findTimeEntry(entry);
    await expectEveryOperationPassed(fake.server, [xeroProjectsDocument, xeroIdentityDocument]);
  });

  it(`Jira: what our client sends and what the fake answers pass the published document`, async () => {
    const fake = await JiraFake.start({ pageSize: 2, contract: (await publishedDocument('jira/jira-worklog-subset.json')).contract });
    const client = new JiraClient({ accessToken: 'jira-token-mia', cloudId: jiraCloudId, baseUrl: fake.baseUrl });
    await Promise.all([client.checkConnection(), client.listProjects()]);
    await client.createTimeEntry(sampleEntry({ target: { issueKey: 'PRJ-12' } }));
    await expectEveryOperationPassed(fake.server, [jiraDocument]);
  });
});

/** The fake saw no violation of the published document, and the client called every operation of ours. */
async function expectEveryOperationPassed(server: FakeServer, ours: Json[]): Promise<void> {
  try {
    expect(server.violations()).toEqual([]);
    const called = new Set(server.requests.map((r) => r.operationId).filter((id) => id !== undefined));
    expect([...called].sort()).toEqual(ours.flatMap((document) => operations(document).map((o) => o.operationId)).sort());
  } finally {
    await server.close();
  }
}

interface Operation {
  template: string;
  method: string;
  operationId: string;
  parameters: Json[];
  body: Json | undefined;
}

/** The operations of a document whose `$ref`s are resolved (ours name components of their own). */
function operations(document: Json): Operation[] {
  const resolve = (node: Json): Json => {
    if (typeof node.$ref !== 'string') return node;
    const target = node.$ref.slice(2).split('/').reduce<unknown>((at, part) => (isJson(at) ? at[part] : undefined), document);
    return isJson(target) ? target : {};
  };
  const found: Operation[] = [];
  for (const [template, item] of Object.entries(asJson(document.paths))) {
    const pathItem = asJson(item);
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method];
      if (!isJson(op)) continue;
      const parameters = [...asArray(pathItem.parameters), ...asArray(op.parameters)].map((p) => resolve(asJson(p)));
      const body = asJson(asJson(asJson(op.requestBody).content)['application/json']).schema;
      found.push({ template, method, operationId: String(op.operationId), parameters, body: isJson(body) ? body : undefined });
    }
  }
  return found;
}

/** What ours allows or names that the published document does not, and what it requires that ours leaves out. */
function differences(ours: Json, published: Json, caseInsensitivePaths: boolean): string[] {
  const theirs = operations(published);
  const samePath = (a: string, b: string) => (caseInsensitivePaths ? a.toLowerCase() === b.toLowerCase() : a === b);
  return operations(ours).flatMap((op) => {
    const match = theirs.find((t) => t.method === op.method && samePath(t.template, op.template));
    if (!match) return [`${op.method.toUpperCase()} ${op.template} is not in the published document`];
    const issues = match.operationId === op.operationId ? [] : [`${op.operationId} is called ${match.operationId} there`];
    for (const parameter of op.parameters) {
      const name = String(parameter.name);
      const declared = match.parameters.some((p) => p.in === parameter.in && String(p.name).toLowerCase() === name.toLowerCase());
      if (!declared) issues.push(`${op.operationId}: ${String(parameter.in)} parameter ${name} is not in the published document`);
    }
    for (const parameter of match.parameters.filter((p) => p.required === true)) {
      const name = String(parameter.name).toLowerCase();
      if (!op.parameters.some((p) => p.required === true && String(p.name).toLowerCase() === name)) {
        issues.push(`${op.operationId}: ours does not require the ${String(parameter.in)} parameter ${String(parameter.name)}`);
      }
    }
    if (op.body && match.body) issues.push(...bodyDifferences(op.body, match.body, `${op.operationId} body`));
    else if (op.body || match.body) issues.push(`${op.operationId}: only one of the documents takes a body`);
    return issues;
  });
}

function bodyDifferences(ours: Json, theirs: Json, at: string): string[] {
  const issues: string[] = [];
  const theirProperties = isJson(theirs.properties) ? theirs.properties : undefined;
  for (const [name, schema] of Object.entries(asJson(ours.properties))) {
    const their = theirProperties?.[name];
    if (theirProperties && their === undefined) issues.push(`${at}: ${name} is not in the published document`);
    else if (isJson(schema) && isJson(their)) issues.push(...bodyDifferences(schema, their, `${at}.${name}`));
  }
  const required = new Set(asArray(ours.required));
  for (const name of asArray(theirs.required)) if (!required.has(name)) issues.push(`${at}: ours does not require ${String(name)}`);
  if (isJson(ours.items) && isJson(theirs.items)) issues.push(...bodyDifferences(ours.items, theirs.items, `${at}[]`));
  return issues;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asJson(value: unknown): Json {
  return isJson(value) ? value : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
