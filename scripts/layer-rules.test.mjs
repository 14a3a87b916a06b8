// Proves the layer rules of docs/architecture.md are really enforced: ESLint, with the project's own config, must
// refuse a lower layer importing a higher one, a feature importing another feature, e2e importing the app, and the
// sandbox importing more of the app than the shared contract.
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
};

describe('layer rules', () => {
  it('refuse upward and sideways imports and allow downward ones', { timeout: 60_000 }, async () => {
    // Each probe is linted as text under its path, never written into the tree. Only the layer rule runs, without type
    // information: building the TypeScript program for the probes cost ~35 s of every run and the rule never uses it.
    const eslint = new ESLint({
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    });
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
    // The sandbox shares the contract (schemas, common.ts, the tip accounts) and utils, and nothing else of the app.
    expect(restricted['sandbox/zz-probe-contract.ts']).toEqual([expect.stringContaining('"../src/api/errors"')]);
  });
});
