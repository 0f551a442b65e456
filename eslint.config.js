import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which part of the code base may import which (docs/architecture.md, Layout): the diner app reads
 * only the domain rules, the schemas and the framework-free HTTP client; a resource folder reads no other
 * resource's; the mock API reads nothing of the admin but the domain rules and the schemas; the
 * resource registry (resources/index.ts) is imported by the admin's root, src/App.tsx, alone; and
 * what the diner app and the mock API share (src/domain, src/schemas, the HTTP client) imports
 * nothing else of the admin and none of its UI packages.
 * Elements are folders, the first match wins; single files are told apart by a file category.
 */
const ELEMENTS = [
  { type: 'domain', pattern: 'src/domain' },
  { type: 'schemas', pattern: 'src/schemas' },
  { type: 'admin', pattern: 'src' },
  { type: 'resource', pattern: 'resources/*', capture: ['entity'] },
  { type: 'registry', pattern: 'resources' },
  { type: 'publicApp', pattern: 'public-app' },
  { type: 'mockApi', pattern: 'mock-api' },
  { type: 'tooling', pattern: '*' },
].map((element) => ({ ...element, partialMatch: false }));

const FILES = [
  { category: 'httpClient', pattern: ['src/providers/apiRequest.ts', 'src/providers/apiUrl.ts', 'src/providers/sseRequest.ts', 'src/providers/sseParser.ts', 'src/providers/abortableSleep.ts'] },
  { category: 'adminRoot', pattern: 'src/App.tsx' },
];

const element = (type) => ({ element: { type } });
/** A file of this repo of that element type (packages have no element, so a negated type would catch them too). */
const local = (type) => ({ element: { type }, module: { origin: 'local' } });

/** Packages of the admin's UI, which neither the diner app nor the shared rules may pull in. */
const ADMIN_FRAMEWORKS = ['react-admin', 'ra-*', '@mui/**', '@emotion/**', 'react-router', 'react-router-dom', '@tanstack/**'];

/** Read in order; a later policy overrides an earlier one for the same import. */
const BOUNDARY_POLICIES = [
  {
    from: element('publicApp'),
    disallow: { to: local('!{publicApp,domain,schemas}') },
    message: 'The diner app imports only src/domain, src/schemas and the HTTP client (src/providers/apiRequest.ts).',
  },
  { from: element('publicApp'), allow: { to: { file: { categories: 'httpClient' } } } },
  {
    from: element('{publicApp,domain,schemas}'),
    disallow: { to: { module: { origin: 'external', source: ADMIN_FRAMEWORKS } } },
    message: "The diner app, src/domain and src/schemas stay free of the admin's UI (react-admin, MUI, react-router, react-query).",
  },
  {
    from: element('{domain,schemas}'),
    disallow: { to: local('!{domain,schemas}') },
    message: 'src/domain and src/schemas are shared with the diner app and the mock API: they import only each other.',
  },
  {
    from: { file: { categories: 'httpClient' } },
    disallow: { to: [local('!{domain,schemas}'), { module: { origin: 'external', source: ADMIN_FRAMEWORKS } }] },
    message: 'The HTTP client is shared with the diner app: it imports only src/domain, src/schemas and itself, and no UI framework.',
  },
  { from: { file: { categories: 'httpClient' } }, allow: { to: { file: { categories: 'httpClient' } } } },
  {
    from: element('resource'),
    disallow: { to: { element: { type: 'resource', captured: { entity: '!{{ from.captured.entity }}' } } } },
    message: "A resource folder does not import another resource's folder: what they share goes to src/.",
  },
  {
    from: element('mockApi'),
    disallow: { to: element('{admin,registry,resource,publicApp}') },
    message: 'The mock API imports nothing of the admin but src/domain and src/schemas.',
  },
  {
    from: element('{admin,domain,schemas,resource}'),
    disallow: { to: element('registry') },
    message: 'resources/index.ts is imported by src/App.tsx alone.',
  },
  { from: { file: { categories: 'adminRoot' } }, allow: { to: element('registry') } },
  {
    from: element('{admin,domain,schemas}'),
    disallow: { to: element('resource') },
    message: 'src/ reaches resources/ only through the registry, resources/index.ts.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'screenshots', 'mock-api/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'public-app/**/*.{ts,tsx}', 'mock-api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: BOUNDARY_POLICIES }],
    },
  },
);
