import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CREDENTIAL_FLOWS,
  DESTINATION_TYPE,
  DESTINATION_TYPE_NAMES,
  type DestinationTypeId,
  PREVIEW_SOURCE_TYPES,
  SOURCE_TYPE,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { JOBS } from '../jobs/registry.ts';

/**
 * The facts docs/architecture.md's generated tables are made of, read from the tree and the
 * registries when the test runs. Nothing here lists a folder, a job or a vendor by hand: a
 * renamed feature folder, a new job or a new connector shows up without anyone editing this file.
 */

/** The repository's root (this file is packages/server/src/test/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const SERVER_SRC = 'packages/server/src';
const MODULES = `${SERVER_SRC}/modules`;
const WEB_FEATURES = 'packages/web/src/features';
const CONTRACT_API = 'packages/contract/src/api';
const JOB_REGISTRY = `${SERVER_SRC}/jobs/registry.ts`;
const CONNECTOR_REGISTRY = `${SERVER_SRC}/integrations/registry.ts`;

const isTestFile = (name: string) => /\.(test|fixture)\.tsx?$/.test(name);

const subfolders = (root: string, path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
};

/** Lines of every non-test source file under a folder, sub-folders included. */
function sourceLines(folder: string): number {
  let lines = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) lines += sourceLines(path);
    else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name))
      lines += readFileSync(path, 'utf8').split('\n').length - 1;
  }
  return lines;
}

export interface FeatureFacts {
  name: string;
  /** paths from the repository root, or null when that side has none */
  server: string | null;
  web: string | null;
  contract: string | null;
  /** non-test lines in the server folder */
  serverLines: number | null;
}

/** One row per name used on any side: a server module, a web feature folder or a contract API file. */
export function readFeatures(root = REPO_ROOT): FeatureFacts[] {
  const server = new Set(subfolders(root, MODULES));
  const web = new Set(subfolders(root, WEB_FEATURES));
  const contract = new Set(
    readdirSync(join(root, CONTRACT_API))
      .filter((f) => f.endsWith('.ts') && !isTestFile(f))
      .map((f) => f.replace(/\.ts$/, '')),
  );
  const names = [...new Set([...server, ...web, ...contract])].sort();
  return names.map((name) => ({
    name,
    server: server.has(name) ? `${MODULES}/${name}/` : null,
    web: web.has(name) ? `${WEB_FEATURES}/${name}/` : null,
    contract: contract.has(name) ? `${CONTRACT_API}/${name}.ts` : null,
    serverLines: server.has(name) ? sourceLines(join(root, MODULES, name)) : null,
  }));
}

/** The relative imports of a registry file: imported name → file path from the repository root. */
function importsOf(root: string, file: string): Map<string, string> {
  const text = readFileSync(join(root, file), 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    const target = relative(root, resolve(join(root, dirname(file)), match[2] ?? ''));
    for (const part of (match[1] ?? '').split(',')) found.set(part.replace(/^\s*type\s+/, '').trim(), target);
  }
  return found;
}

/** The doc comment written right above `export const <name>` (or function), as one line. */
export function docCommentOf(source: string, exported: string): string | null {
  const pattern = new RegExp(
    `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export\\s+(?:const|function|async function)\\s+${exported}\\b`,
  );
  const body = pattern.exec(source)?.[1];
  if (body === undefined) return null;
  return body
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface JobFacts {
  job: JobDefinition;
  /** path of the file that declares it */
  file: string;
  /** its declaration's doc comment, null when it has none */
  doc: string | null;
}

/** Every job of jobs/registry.ts (the list the worker runs), with the file and doc comment of its declaration. */
export async function readJobs(root = REPO_ROOT, jobs: readonly JobDefinition[] = JOBS): Promise<JobFacts[]> {
  const declared = new Map<JobDefinition, { file: string; exported: string }>();
  for (const file of new Set(importsOf(root, JOB_REGISTRY).values())) {
    const module: Record<string, unknown> = await import(join(root, file));
    for (const [exported, value] of Object.entries(module))
      if (jobs.includes(value as JobDefinition)) declared.set(value as JobDefinition, { file, exported });
  }
  return jobs.map((job) => {
    const where = declared.get(job);
    if (!where) throw new Error(`job '${job.name}' is in ${JOB_REGISTRY} but no module it imports exports it`);
    return { job, file: where.file, doc: docCommentOf(readFileSync(join(root, where.file), 'utf8'), where.exported) };
  });
}

export interface VendorFacts {
  kind: 'source' | 'destination';
  typeId: number;
  name: string;
  /** how credentials reach the vendor, as the connector's declaration says */
  auth: string;
  /** the provider flow of the validation page (contract CREDENTIAL_FLOWS), null when credentials are typed */
  flow: string | null;
  preview: boolean;
  streams: string[];
  /** the vendor's folder from the repository root */
  folder: string;
}

interface Declared {
  definition: { auth: string; streams: Record<string, unknown> };
}
const isDeclared = (value: unknown): value is Declared => {
  const definition = (value as { definition?: { auth?: unknown; streams?: unknown } } | null)?.definition;
  return typeof definition?.auth === 'string' && typeof definition.streams === 'object';
};

/**
 * Every source and destination type of the contract's catalogue with the connector
 * integrations/registry.ts builds for it: the factory named in `[SOURCE_TYPE.x]: createX(...)` gives
 * the vendor's folder, and that folder's module exports the declaration (auth, streams).
 */
export async function readVendors(root = REPO_ROOT): Promise<VendorFacts[]> {
  const registry = readFileSync(join(root, CONNECTOR_REGISTRY), 'utf8');
  const imports = importsOf(root, CONNECTOR_REGISTRY);
  const factoryOf = new Map<string, string>();
  for (const match of registry.matchAll(/\[(SOURCE_TYPE|DESTINATION_TYPE)\.(\w+)\]\s*:\s*(\w+)\(/g))
    factoryOf.set(`${match[1]}.${match[2]}`, match[3] ?? '');

  const describe = async (kind: VendorFacts['kind'], key: string, typeId: number, name: string) => {
    const registryKey = `${kind === 'source' ? 'SOURCE_TYPE' : 'DESTINATION_TYPE'}.${key}`;
    const factory = factoryOf.get(registryKey);
    const file = factory ? imports.get(factory) : undefined;
    if (!file) throw new Error(`${CONNECTOR_REGISTRY} builds no connector for ${registryKey} from an imported factory`);
    const module: Record<string, unknown> = await import(join(root, file));
    const declaration = [module[factory ?? ''], ...Object.values(module)].find(isDeclared);
    if (!declaration) throw new Error(`${file} exports no connector declaration (a value with definition.auth)`);
    const flow = kind === 'source' ? CREDENTIAL_FLOWS[typeId as SourceTypeId] : undefined;
    return {
      kind,
      typeId,
      name,
      auth: declaration.definition.auth,
      flow: flow ? `${flow.flow} → ${flow.returnPath}` : null,
      preview: kind === 'source' && PREVIEW_SOURCE_TYPES.includes(typeId as SourceTypeId),
      streams: Object.keys(declaration.definition.streams),
      folder: `${dirname(file)}/`,
    } satisfies VendorFacts;
  };

  const sources = Object.entries(SOURCE_TYPE).map(([key, id]) =>
    describe('source', key, id, SOURCE_TYPE_NAMES[id as SourceTypeId]),
  );
  const destinations = Object.entries(DESTINATION_TYPE).map(([key, id]) =>
    describe('destination', key, id, DESTINATION_TYPE_NAMES[id as DestinationTypeId]),
  );
  const all = await Promise.all([...sources, ...destinations]);
  // sources first, as the connector forms list them; each kind by name
  return all.sort((a, b) => b.kind.localeCompare(a.kind) || a.name.localeCompare(b.name));
}
