// Import direction (docs/architecture.md, Layers), enforced by dependency-cruiser in `npm run lint`.
// Server layers, lowest first; an import only ever points down:
//   contract → db → platform → identity → integrations → warehouse → modules → jobs → app/main
// Web layers: contract → lib/components → features → app; a feature never imports another.
const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';

/** the server layers, each with the folders (regex) a file in it must not import */
const serverLayers = [
  {
    name: 'db',
    path: `${SERVER}db/`,
    above: ['platform', 'identity', 'integrations', 'warehouse', 'modules', 'jobs', 'seed'],
  },
  {
    name: 'platform',
    path: `${SERVER}platform/`,
    above: ['identity', 'integrations', 'warehouse', 'modules', 'jobs', 'seed'],
  },
  { name: 'identity', path: `${SERVER}identity/`, above: ['integrations', 'warehouse', 'modules', 'jobs', 'seed'] },
  { name: 'integrations', path: `${SERVER}integrations/`, above: ['warehouse', 'modules', 'jobs', 'seed'] },
  { name: 'warehouse', path: `${SERVER}warehouse/`, above: ['modules', 'jobs', 'seed'] },
  { name: 'modules', path: `${SERVER}modules/`, above: ['jobs', 'seed'] },
  { name: 'jobs', path: `${SERVER}jobs/`, above: ['seed'] },
];

/**
 * The only imports allowed from one server feature module to another (a module's own folder aside):
 * each goes through the other's service. Anything not listed fails lint, and the list itself must stay
 * free of cycles (checked below), so no two feature folders can ever depend on each other.
 */
const MODULE_EDGES = {
  // the access log is Data Permissions' tab: the same retailer check
  'access-log': ['connections'],
  'admin-accounts': ['report-management'],
  'admin-users': ['auth'],
  'email-lists': ['preferences'],
  'product-data': ['product-tagging'],
  'report-data': ['connections'],
  // a report email is the report call itself, read as its subscriber
  'report-subscriptions': ['report-data'],
  reports: ['report-management'],
  sources: ['source-health', 'source-validation', 'sync'],
  // the engine counts each run's outcome (failure alerts, auto-pause); the health module never calls the engine
  sync: ['source-health'],
  team: ['auth'],
};

function assertAcyclic(edges) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`MODULE_EDGES has a cycle: ${[...trail, name].join(' → ')}`);
    state.set(name, 'open');
    for (const next of edges[name] ?? []) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(edges)) visit(name, []);
}
assertAcyclic(MODULE_EDGES);

/** One rule per feature folder: it may import itself and the modules MODULE_EDGES lists for it. */
function moduleEdgeRules() {
  const folders = require('node:fs')
    .readdirSync(`${__dirname}/packages/server/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders.map((name) => ({
    name: 'server-module-edges',
    comment: `${name} may import only ${[...(MODULE_EDGES[name] ?? [])].join(', ') || 'no other module'} (MODULE_EDGES)`,
    severity: 'error',
    from: { path: `${SERVER}modules/${name}/`, pathNot: notTests },
    to: {
      path: `${SERVER}modules/`,
      pathNot: `${SERVER}modules/(${[name, ...(MODULE_EDGES[name] ?? [])].join('|')})/`,
    },
  }));
}

// tests and test support may reach across layers to set things up
const notTests = '\\.(test|fixture)\\.ts$|/test/';

module.exports = {
  forbidden: [
    {
      name: 'contract-is-pure',
      comment: 'contract depends on nothing of ours (and does no I/O)',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(server|web|fakes)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'web-not-server',
      comment: 'the web app talks to the server over HTTP only',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(server|fakes)/' },
    },
    {
      name: 'fakes-stand-alone',
      comment: 'the fakes imitate vendors: they know nothing of our server or web app',
      severity: 'error',
      from: { path: '^packages/fakes/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'server-runtime-not-fakes',
      comment: 'only tests, the demo seeding and main start the fakes',
      severity: 'error',
      from: { path: SERVER, pathNot: `${notTests}|${SERVER}(seed|main\\.ts)` },
      to: { path: '^packages/fakes/' },
    },
    ...serverLayers.map((layer) => ({
      name: `server-${layer.name}-imports-down`,
      comment: `${layer.name} must not import a higher layer (${layer.above.join(', ')})`,
      severity: 'error',
      from: { path: layer.path, pathNot: notTests },
      to: { path: `${SERVER}(${layer.above.join('|')})/|${SERVER}(app|main|cli)\\.ts$` },
    })),
    ...moduleEdgeRules(),
    {
      name: 'server-feature-to-feature',
      comment: 'a server feature module uses another only through its service (never its routes or queries)',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: notTests },
      to: { path: `${SERVER}modules/([^/]+)/.+\\.(routes|queries)\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'server-queries-only-data-access',
      comment:
        'a *.queries.ts file only talks to the database (docs/architecture.md, Server folders): it imports db, contract, platform, the warehouse record shapes and other queries files, never a service, route or vendor client (types aside)',
      severity: 'error',
      from: { path: `${SERVER}.+\\.queries\\.ts$` },
      to: {
        path: SERVER,
        pathNot: `${SERVER}(db|platform)/|${SERVER}integrations/records\\.ts$|\\.queries\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-lib-components-below-features',
      severity: 'error',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-to-feature',
      comment: 'a web feature never imports another: share through components or lib',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // type-only imports count too; dynamic import() is followed like a static one (the default)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
