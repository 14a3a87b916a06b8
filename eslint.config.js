// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of docs/architecture.md, bottom to top. A layer may import only the layers before it; `app` is the top.
 */
const LAYERS = ['utils', 'config', 'api', 'lib', 'stores', 'hooks', 'components', 'features', 'app'];
const FEATURES = ['swap', 'limit-orders', 'launch-token', 'send-invites', 'earn-borrow', 'predictions'];

const layerZones = LAYERS.flatMap((layer, i) =>
  LAYERS.slice(i + 1).map((higher) => ({
    target: `./src/${layer}`,
    from: `./src/${higher}`,
    message: `Layer "${layer}" must not import the higher layer "${higher}" (see docs/architecture.md).`,
  })),
);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to a lower layer.',
}));
// The portfolio values and brings home what every other page holds, through their own read and write hooks and pure
// utils (one valuation, one statement per action); their components stay theirs.
const portfolioZone = {
  target: './src/features/portfolio',
  from: './src/features/!(portfolio)/**/*.tsx',
  message: 'The portfolio reuses other features’ hooks and utils, never their components.',
};
// The inbox detects from the same reads and acts through the portfolio's executor, under the same rule.
const inboxZone = {
  target: './src/features/inbox',
  from: './src/features/!(inbox)/**/*.tsx',
  message: 'The inbox reuses other features’ hooks and utils, never their components.',
};

// The activity centre tells what the same reads say happened, under the same rule.
const activityZone = {
  target: './src/features/activity',
  from: './src/features/!(activity)/**/*.tsx',
  message: 'The activity centre reuses other features’ hooks and utils, never their components.',
};

const sandboxContractZone = {
  target: './sandbox',
  // With a glob `from`, import-x matches each `except` glob against the absolute import path.
  from: './src/**/*',
  except: ['**/src/api/common.ts', '**/src/api/**/schemas*.ts', '**/src/api/tx/tip-accounts.ts', '**/src/utils/**'],
  message: 'The sandbox shares only the contract (api schemas, common.ts, tip accounts) and utils with the app.',
};
/** Sandbox layers (sandbox/README.md §Layout): HTTP edge → families → kit → chain; families never import each other. */
const FAMILIES = ['market', 'swap', 'trigger', 'recurring', 'studio', 'send', 'lend', 'prediction'];
const familyGlobs = FAMILIES.map((family) => `./sandbox/${family}/**`);
// A family's own HTTP edge: its routes.ts, control.ts, family.ts (the wiring, kit/family.ts) and http/ folder.
const familyEdge = ['./sandbox/*/**/{routes,control,http,family}.ts', './sandbox/*/http/**'];
const httpEdge = ['./sandbox/{http,edge,control,rpc,dialect}/**', './sandbox/{server,main}.ts'];
const sandboxZones = [
  {
    target: `./sandbox/{kit,${FAMILIES.join(',')}}/{,!(http)/,!(http)/**/}!(routes|control|http|family).ts`,
    from: [...httpEdge, ...familyEdge],
    message:
      'Domain code never imports HTTP: refuse with kit/refused.ts, and let the routes read the body (edge/body.ts).',
  },
  {
    target: './sandbox/{chain,world,engine}/**',
    from: ['./sandbox/kit/**', ...familyGlobs, ...httpEdge, './sandbox/{sandbox,lazy-world,families,family-host}.ts'],
    message: 'chain/, world/ and engine/ are the bottom layer: they import no kit, family or HTTP.',
  },
  {
    target: './sandbox/{kit,state,control}/**',
    from: familyGlobs,
    message: 'Shared kits and infrastructure import no family: the family registers (families.ts).',
  },
  {
    target: `./sandbox/{kit,${FAMILIES.join(',')}}/**`,
    from: './sandbox/{sandbox,families,family-host}.ts',
    message: 'A family is built from the FamilyContext (kit/family.ts): it never reaches into the Sandbox.',
  },
  {
    target: `./sandbox/{${[...FAMILIES, 'kit', 'edge', 'control', 'rpc', 'dialect', 'state', 'chain', 'world', 'engine'].join(',')}}/**`,
    from: './sandbox/http/**',
    message: 'http/ is the app that mounts every route: only server.ts imports it (shared HTTP helpers live in edge/).',
  },
  ...FAMILIES.map((family) => ({
    target: `./sandbox/${family}`,
    from: FAMILIES.filter((other) => other !== family).map((other) => `./sandbox/${other}`),
    message: 'A family never imports another family: move what both need into sandbox/kit/.',
  })),
];
// Tests and their kits drive the sandbox whole (sandbox.ts, other families' kits): only the contract zone binds them.
const SANDBOX_TESTS = [
  'sandbox/**/*.test.ts',
  'sandbox/**/*test-kit.ts',
  'sandbox/**/*-fixture.ts',
  'sandbox/test-*.ts',
];

const walletAdapterImport = {
  name: '@solana/wallet-adapter-react',
  allowTypeImports: true,
  message: 'Use hooks/wallet/use-wallet (useWallet, useConnection): the adapter loads lazily.',
};
const classicZodImport = {
  name: 'zod',
  allowTypeImports: true,
  message: "Use 'zod/mini': classic zod adds 17 KB gzip to every first page (docs/architecture.md).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'coverage',
      '.sandbox-state',
      // Type declarations for the .mjs scripts (vite.config.ts imports one); tsc checks them.
      'scripts/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses only .js files, so no-cycle followed no .ts import and passed every cycle.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'sandbox/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // `onClick={() => setOpen(false)}` is the idiom of React handlers and zustand actions, not a confused void.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            portfolioZone,
            inboxZone,
            activityZone,
            { target: './src', from: './sandbox', message: 'The app never imports the sandbox.' },
          ],
        },
      ],
      // The wallet stack loads after first paint (docs/architecture.md, "What loads when").
      'no-restricted-imports': ['error', { paths: [walletAdapterImport, classicZodImport] }],
    },
  },
  {
    // The app's one test harness runs the sandbox in-process, through the sandbox's own test harness only.
    files: ['src/test/sandbox-client.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            {
              target: './src',
              from: './sandbox',
              except: ['./test-harness.ts'],
              message: 'Only sandbox/test-harness.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may build their own schemas with classic zod: they are not in any page.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [walletAdapterImport] }] },
  },
  {
    files: ['src/app/wallet-stack.tsx', 'src/hooks/wallet/**', 'src/stores/wallet-stack-store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    languageOptions: { globals: globals.node },
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './e2e', from: './src', message: 'e2e tests are black-box: drive the app, do not import it.' },
            {
              target: './bench',
              from: './src',
              message: 'UI benchmarks are black-box: drive the app, do not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [sandboxContractZone, ...sandboxZones] }] },
  },
  {
    files: SANDBOX_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [sandboxContractZone] }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Plain JavaScript (this file, the scripts) has no types to check against.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/api/fake-fetch.ts'],
    rules: {
      // Tests assert on values they just built; these rules fight that without catching bugs.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
