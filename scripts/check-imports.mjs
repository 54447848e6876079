// Enforces the import direction of ARCHITECTURE.md §4, which Biome cannot express:
//   contract imports nothing of ours; server and web may import contract but not each other;
//   in web, a feature never imports another feature, and components/lib never import features or app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const problems = [];

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);

const check = (file, spec) => {
  const rel = relative(root, file);
  const say = (why) => problems.push(`${rel}: imports '${spec}': ${why}`);
  if (rel.startsWith('packages/contract/') && spec.startsWith('@storelens/'))
    say('contract depends on nothing of ours');
  if (rel.startsWith('packages/server/') && spec.startsWith('@storelens/web')) say('server must not import web');
  if (rel.startsWith('packages/web/') && /^@storelens\/(server|fakes)/.test(spec))
    say('web must not import server code');
  const web = rel.match(/^packages\/web\/src\/(\w+)\/?([^/]*)/);
  if (web && spec.startsWith('.')) {
    const target = relative(join(root, 'packages/web/src'), join(file, '..', spec));
    const [layer, feature] = target.split('/');
    if ((web[1] === 'components' || web[1] === 'lib') && (layer === 'features' || layer === 'app'))
      say(`${web[1]} must not import ${layer}`);
    if (web[1] === 'features' && layer === 'features' && feature !== web[2]) say('a feature never imports another');
    if (web[1] === 'features' && layer === 'app') say('features must not import app');
  }
};

for (const dir of ['packages/contract/src', 'packages/server/src', 'packages/web/src']) {
  for (const file of walk(join(root, dir))) for (const spec of importsOf(file)) check(file, spec);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('import direction: ok');
