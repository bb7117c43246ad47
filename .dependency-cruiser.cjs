/**
 * The dependency rule of DEVELOPERS.md, checked in CI.
 *  - core imports only zod, neverthrow, pure data libraries and itself: no I/O, no Node built-ins, no React, no inversify.
 *  - adapters import core (and each other only where the table allows: react-ui may use the other adapters).
 *  - nothing imports an app (commerce-api, cli, react-ui), with one exception required by issue 2 §5:
 *    the CLI's composition root starts the embedded commerce engine in-process.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'core may import only zod, neverthrow, pure data libraries (libphonenumber-js metadata) and itself; tests may also use node built-ins as oracles (e.g. node:crypto for SHA-256)',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        pathNot: ['^core/src', 'node_modules/(zod|neverthrow|libphonenumber-js|fast-check|vitest|@vitest)/'],
      },
    },
    {
      name: 'core-tests-stay-in-core',
      severity: 'error',
      from: { path: '^core/src/.*\\.test\\.ts$' },
      to: { path: '^(adapters|commerce-api|cli|contract-tests)/' },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'http-adapter-not-storage',
      severity: 'error',
      comment: 'the http adapter imports core only',
      from: { path: '^adapters/http/' },
      to: { path: '^(adapters/(storage|react-ui)|commerce-api|cli|contract-tests)/' },
    },
    {
      name: 'storage-adapter-not-http',
      severity: 'error',
      comment: 'the storage adapter imports core only',
      from: { path: '^adapters/storage/' },
      to: { path: '^(adapters/(http|react-ui)|commerce-api|cli|contract-tests)/' },
    },
    {
      name: 'react-ui-imports-core-and-adapters',
      severity: 'error',
      from: { path: '^adapters/react-ui/' },
      to: { path: '^(commerce-api|cli|contract-tests)/' },
    },
    {
      name: 'commerce-api-imports-core-only',
      severity: 'error',
      from: { path: '^commerce-api/' },
      to: { path: '^(adapters|cli|contract-tests)/' },
    },
    {
      name: 'nothing-imports-an-app',
      severity: 'error',
      comment: 'apps compose; they are not libraries. Only the CLI composition root may start the embedded engine (issue 2 §5).',
      from: { pathNot: ['^(cli/src/composition-root\\.ts|contract-tests/|scripts/)', '^(cli|commerce-api|adapters/react-ui)/'] },
      to: { path: '^(cli|commerce-api|adapters/react-ui)/' },
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
    exclude: { path: '(^|/)(\\.react-router|build|dist|coverage|test-artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    preserveSymlinks: false,
  },
};
module.exports.forbidden.push({
  name: 'cli-imports-core-and-adapters',
  severity: 'error',
  comment: 'the CLI drives the same use cases through core and adapters; only its composition root may start the embedded engine',
  from: { path: '^cli/', pathNot: '^cli/src/composition-root\\.ts$' },
  to: { path: '^(commerce-api|adapters/react-ui|contract-tests)/' },
});
