import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One no-restricted-imports rule per layer: the folders of src/ that its files may not import. */
function layerRules(layers) {
  return layers.map(([files, forbidden]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
              message: `${files.split('/')[1]} may not import src/${forbidden.join(', src/')}: see docs/architecture.md`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // The layers: rules know no server, screen or algorithm; algorithms know only the rules; the screens reach the
  // server by HTTP alone; the server serves the screens' files but never imports them.
  ...layerRules([
    ['src/domain/**/*.{ts,tsx}', ['server', 'planner', 'web']],
    ['src/planner/**/*.ts', ['server', 'web']],
    ['src/web/**/*.{ts,tsx}', ['server', 'planner']],
    ['src/server/**/*.ts', ['web']],
  ]),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
