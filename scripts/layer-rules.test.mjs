// Proves the layer rules of docs/architecture.md are really enforced: ESLint, with the project's own config, must
// refuse a lower layer importing a higher one, a feature importing another feature, e2e importing the app, the
// sandbox importing more of the app than the shared contract, the sandbox's own zones (sandbox/README.md §Layout)
// and an import cycle between .ts or .tsx files.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const probes = {
  'src/utils/zz-probe-layer.ts':
    "import { SwapPage } from '../features/swap/swap-page';\nexport const probe = SwapPage;\n",
  'src/features/swap/zz-probe-feature.ts':
    "import { PredictionsPage } from '../predictions/predictions-page';\nexport const probe = PredictionsPage;\n",
  'src/api/zz-probe-ok.ts': "import { cn } from '../utils/cn';\nexport const probe = cn;\n",
  'sandbox/zz-probe-contract.ts':
    "import { addressSchema } from '../src/api/common';\nimport { orderParamsSchema } from '../src/api/swap/schemas-v2';\n" +
    "import { U64_MAX } from '../src/utils/amount';\nimport { isApiError } from '../src/api/errors';\n" +
    "import { TIP_ACCOUNTS } from '../src/api/tx/tip-accounts';\n" +
    'export const probe = [addressSchema, orderParamsSchema, U64_MAX, isApiError, TIP_ACCOUNTS];\n',
  'e2e/zz-probe-blackbox.ts': "import { ROUTES } from '../src/config/routes';\nexport const probe = ROUTES;\n",
  'src/features/swap/zz-probe-sandbox.test.ts':
    "import { openHarness } from '../../../sandbox/test-harness';\nexport const probe = openHarness;\n",
  'src/test/sandbox-client.tsx':
    "import { openHarness } from '../../sandbox/test-harness';\nimport { Sandbox } from '../../sandbox/sandbox';\n" +
    'export const probe = [openHarness, Sandbox];\n',
};

// Each probe is linted as text under its path, never written into the tree. Only the import rules run, without type
// information: building the TypeScript program for the probes cost ~35 s of every run and the rules never use it.
const linter = (ruleId) =>
  new ESLint({
    ruleFilter: (rule) => rule.ruleId === ruleId,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });

// A cycle needs a file on disk importing the probe: each probe takes the path of a file another one imports.
const cycleProbes = {
  'src/components/ui/button.tsx':
    "import { ErrorBoundary } from './error-boundary';\nexport const probe = ErrorBoundary;\n",
  'sandbox/recurring/reconcile.ts': "import { runDueRounds } from './keeper';\nexport const probe = runDueRounds;\n",
};

const sandboxProbes = {
  'sandbox/send/zz-probe-domain.ts':
    "import { readJson } from '../edge/body';\nimport { deposit } from '../lend/service';\n" +
    "import { Refused } from '../kit/refused';\nexport const probe = [readJson, deposit, Refused];\n",
  'sandbox/state/zz-probe-infra.ts': "import { SendBook } from '../send/book';\nexport const probe = SendBook;\n",
  'sandbox/chain/zz-probe-bottom.ts': "import { Refused } from '../kit/refused';\nexport const probe = Refused;\n",
  'sandbox/send/zz-probe-host.ts':
    "import { Sandbox } from '../sandbox';\nimport { FAMILIES } from '../families';\nexport const probe = [Sandbox, FAMILIES];\n",
  'sandbox/swap/http/zz-probe-edge.ts': "import { readJson } from '../../edge/body';\nexport const probe = readJson;\n",
};

describe('layer rules', () => {
  it('refuse an import cycle in .ts and .tsx', { timeout: 60_000 }, async () => {
    const eslint = linter('import-x/no-cycle');
    for (const [filePath, text] of Object.entries(cycleProbes)) {
      const [result] = await eslint.lintText(text, { filePath });
      expect(result?.messages.map((m) => `${filePath}: ${m.message}`)).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
    }
  });

  it('keep sandbox domain code off HTTP, families apart and the bottom layers free of kits', async () => {
    const eslint = linter('import-x/no-restricted-paths');
    const restricted = {};
    for (const [filePath, text] of Object.entries(sandboxProbes)) {
      const [result] = await eslint.lintText(text, { filePath });
      restricted[filePath] = result?.messages.map((m) => m.message);
    }
    expect(restricted['sandbox/send/zz-probe-domain.ts']).toEqual([
      expect.stringContaining('Domain code never imports HTTP'),
      expect.stringContaining('never imports another family'),
    ]);
    expect(restricted['sandbox/state/zz-probe-infra.ts']).toEqual([expect.stringContaining('import no family')]);
    expect(restricted['sandbox/chain/zz-probe-bottom.ts']).toEqual([expect.stringContaining('bottom layer')]);
    expect(restricted['sandbox/send/zz-probe-host.ts']).toEqual([
      expect.stringContaining('never reaches into the Sandbox'),
      expect.stringContaining('never reaches into the Sandbox'),
    ]);
    // A family's http/ folder is its HTTP edge.
    expect(restricted['sandbox/swap/http/zz-probe-edge.ts']).toEqual([]);
  });

  it('refuse upward and sideways imports and allow downward ones', { timeout: 60_000 }, async () => {
    const eslint = linter('import-x/no-restricted-paths');
    const restricted = {};
    for (const [filePath, text] of Object.entries(probes)) {
      const [result] = await eslint.lintText(text, { filePath });
      expect(result?.messages.filter((m) => m.ruleId !== 'import-x/no-restricted-paths')).toEqual([]);
      restricted[filePath] = result?.messages.map((m) => m.message);
    }
    expect(restricted['src/utils/zz-probe-layer.ts']).toEqual([
      expect.stringContaining('must not import the higher layer "features"'),
    ]);
    expect(restricted['src/features/swap/zz-probe-feature.ts']).toEqual([
      expect.stringContaining('never imports another feature'),
    ]);
    expect(restricted['e2e/zz-probe-blackbox.ts']).toEqual([expect.stringContaining('black-box')]);
    expect(restricted['src/api/zz-probe-ok.ts']).toEqual([]);
    // Only the app's test harness reaches the sandbox, and only through the sandbox's own test harness.
    expect(restricted['src/features/swap/zz-probe-sandbox.test.ts']).toEqual([
      expect.stringContaining('never imports the sandbox'),
    ]);
    expect(restricted['src/test/sandbox-client.tsx']).toEqual([expect.stringContaining('"../../sandbox/sandbox"')]);
    // The sandbox shares the contract (schemas, common.ts, the tip accounts) and utils, and nothing else of the app.
    expect(restricted['sandbox/zz-probe-contract.ts']).toEqual([expect.stringContaining('"../src/api/errors"')]);
  });
});
