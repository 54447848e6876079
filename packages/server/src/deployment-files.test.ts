import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The deployment files (Dockerfile, compose.yaml, .env.example) say what production runs; these
// checks keep them from drifting from the server and from what scripts/check-runtime.sh relies on.
const root = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages and their instructions (comments dropped, continuations joined). */
function dockerStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name = ''] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const dockerfile = read('Dockerfile');
const stages = dockerStages(dockerfile);
const build = stages.find((s) => s.name === 'build');
const runtime = stages.at(-1);
const argsOf = (stage: Stage | undefined, keyword: string) =>
  (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);
/** ENV KEY=VALUE pairs of a stage (the only ENV form used). */
const envOf = (stage: Stage | undefined) =>
  Object.fromEntries(
    argsOf(stage, 'ENV')
      .flatMap((args) => args.split(/\s+/))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
/** COPY --from=build sources and destination, one per line. */
const runtimeCopies = argsOf(runtime, 'COPY').map((args) => {
  const words = args.split(/\s+/);
  return { from: words[0], sources: words.slice(1, -1), destination: words.at(-1) ?? '' };
});

describe('Dockerfile', () => {
  it('builds on Node 20 slim in a build stage and runs from a separate runtime stage', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    for (const stage of stages) expect(stage.from).toMatch(/^node:20(\.[\d.]+)?-bookworm-slim$/);
    expect(argsOf(build, 'RUN')).toContain('npm ci');
    expect(argsOf(build, 'RUN')).toContain('npm run build');
  });

  it('installs only production dependencies in the runtime stage, and copies no node_modules or sources', () => {
    const installs = argsOf(runtime, 'RUN').filter((args) => args.startsWith('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    const sources = runtimeCopies.flatMap((c) => c.sources);
    for (const source of sources) {
      expect(source).not.toMatch(/node_modules|\/src(\/|$)/);
    }
    expect(runtimeCopies.every((c) => c.from === '--from=build')).toBe(true);
  });

  it('copies the bundles, the lock file and the manifest of every workspace the server depends on', () => {
    const sources = runtimeCopies.flatMap((c) => c.sources);
    const workdir = argsOf(runtime, 'WORKDIR').at(-1);
    expect(workdir).toBe('/app');
    for (const path of ['package.json', 'package-lock.json', 'packages/server/package.json'])
      expect(sources).toContain(`/app/${path}`);
    expect(sources).toContain('/app/packages/server/dist');
    expect(sources).toContain('/app/packages/web/dist');
    const server = JSON.parse(read('packages/server/package.json')) as { dependencies: Record<string, string> };
    const workspaceFolders = Object.fromEntries(
      readdirSync(join(root, 'packages')).map((folder) => [
        (JSON.parse(read(`packages/${folder}/package.json`)) as { name: string }).name,
        folder,
      ]),
    );
    for (const name of Object.keys(server.dependencies).filter((n) => n.startsWith('@storelens/')))
      expect(sources).toContain(`/app/packages/${workspaceFolders[name]}/package.json`);
  });

  it('runs as a non-root user, with data in a volume, on port 3000, checked on /healthz', () => {
    const instructions = runtime?.instructions ?? [];
    const userAt = instructions.findLastIndex((i) => i.keyword === 'USER');
    expect(userAt).toBeGreaterThan(-1);
    expect(instructions[userAt]?.args).not.toMatch(/^(root|0)(:|$)/);
    // nothing after USER may need root, and the process inherits the user
    expect(instructions.slice(userAt).some((i) => i.keyword === 'RUN')).toBe(false);
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['3000']);
    const env = envOf(runtime);
    expect(env.PORT).toBe('3000');
    expect(env.NODE_ENV).toBe('production');
    expect(argsOf(runtime, 'VOLUME')).toEqual([env.DATA_DIR]);
    const healthcheck = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toHaveLength(1);
    expect(healthcheck[0]).toMatch(/ CMD \[.*\/healthz.*\]$/);
    const command = JSON.parse(argsOf(runtime, 'CMD').at(-1) ?? 'null') as string[];
    expect(command[0]).toBe('node');
    expect(command.at(-1)).toBe('packages/server/dist/main.js');
  });

  it('keeps the runtime stage to one line per instruction, as scripts/check-runtime.sh reads it', () => {
    const runtimeText = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtimeText).not.toMatch(/\\\n/);
    expect(dockerfile).toMatch(/^FROM \S+ AS runtime$/m);
    const script = read('scripts/check-runtime.sh');
    expect(script).toContain('AS runtime');
    expect(script).toContain('COPY --from=build');
  });
});

describe('.dockerignore', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it("keeps the host's installs, builds and secrets out of the build context", () => {
    for (const pattern of ['**/node_modules', '**/dist', 'data', '.env', '.git']) expect(ignored).toContain(pattern);
  });

  it('keeps everything the build stage needs', () => {
    for (const needed of ['packages', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.base.json', '.npmrc'])
      expect(ignored).not.toContain(needed);
  });
});

interface ComposeService {
  image?: string;
  build?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  deploy?: { replicas?: number };
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const envFiles = (service: ComposeService | undefined) => [service?.env_file ?? []].flat();

describe('compose.yaml', () => {
  const { postgres, web, worker } = compose.services;

  it("runs the PostgreSQL major of the image's pg_dump, which the admin CLI's backup needs", () => {
    // Debian bookworm's postgresql-client is 15; pg_dump refuses a newer server
    expect(argsOf(runtime, 'RUN').some((args) => /apt-get install .*postgresql-client/.test(args))).toBe(true);
    expect(postgres?.image).toBe('postgres:15');
  });

  it('runs PostgreSQL with its data in a named volume', () => {
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    const dataVolume = (postgres?.volumes ?? []).find((v) => v.endsWith(':/var/lib/postgresql/data'));
    expect(dataVolume).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(dataVolume?.split(':')[0]);
    // the database gets no application secret
    expect(envFiles(postgres)).toEqual([]);
  });

  it('runs one ROLE=web service and two ROLE=worker replicas of the image, on that PostgreSQL', () => {
    expect(web?.environment?.ROLE).toBe('web');
    expect(web?.deploy?.replicas ?? 1).toBe(1);
    expect(web?.ports).toContain('3000:3000');
    expect(worker?.environment?.ROLE).toBe('worker');
    expect(worker?.deploy?.replicas).toBe(2);
    for (const service of [web, worker]) {
      expect(service?.build).toBe('.');
      expect(service?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    }
  });

  it('gives web and workers the same env file, so they share one SECRET_KEY', () => {
    expect(envFiles(web)).toEqual(['.env']);
    expect(envFiles(worker)).toEqual(['.env']);
    for (const service of [web, worker]) expect(service?.environment).not.toHaveProperty('SECRET_KEY');
    expect(read('.env.example')).toMatch(/^SECRET_KEY=/m);
  });
});

/** Every environment variable the server reads: config.ts's schema and any process.env.X in its sources. */
function serverEnvironmentVariables(): string[] {
  const names = new Set<string>();
  const config = read('packages/server/src/config.ts');
  const schema = config.slice(
    config.indexOf('const EnvSchema'),
    config.indexOf('\n});', config.indexOf('const EnvSchema')),
  );
  for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)) names.add(match[1] ?? '');
  const sources = readdirSync(join(root, 'packages/server/src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'),
  );
  for (const file of sources) {
    const text = read(`packages/server/src/${file}`);
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1] ?? '');
  }
  return [...names].sort();
}

describe('.env.example', () => {
  it('documents every variable the server reads', () => {
    const documented = new Set(
      [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''),
    );
    const names = serverEnvironmentVariables();
    expect(names).toContain('SECRET_KEY');
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });
});
