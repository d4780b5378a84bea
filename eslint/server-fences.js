/**
 * The server's layout fences (decision 0247): no SQL in a route module, the simulators reached only
 * from the composition root, exceljs only behind server/spreadsheets/. Tests may compose anything.
 */
const TESTS = ['**/*.test.ts', '**/testing/**', '**/*test-support*.ts', '**/*test-fixtures*.ts'];

const SQL_MESSAGE =
  "A route module runs no SQL: validate, call the area's use case or store, answer with the envelope.";
/** `db.query(…)`, `tx.exec(…)`, `db.transaction(…)`; hono's `c.req.query('page')` reads the URL, not the database. */
const SQL_CALLS = [
  'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(query|exec|transaction)$/]:not([callee.object.property.name="req"])',
  'TaggedTemplateExpression[tag.name="sql"]',
].map((selector) => ({ selector, message: SQL_MESSAGE }));

const SIMULATORS = {
  group: ['**/broker-sim/**', '**/broker-sim', '**/pay-sim/**', '**/pay-sim'],
  message: 'Product code never imports a simulator: it is wired in server/app.ts and server/main.ts only.',
};
const EXCELJS = {
  regex: '^exceljs($|/)',
  message: 'Read and write spreadsheets through server/spreadsheets/ (one folder to swap exceljs).',
};
/** Where the simulators are wired: the composition root, the seed (it opens demo accounts in them) and the simulators. */
const SIM_WIRING = [
  'server/app.ts',
  'server/main.ts',
  'server/db/seed/**',
  'server/broker-sim/**',
  'server/pay-sim/**',
];

/** `serverOnly` is the server's own fence; each block repeats it, as a rule's options replace earlier ones. */
export const serverFences = (serverOnly) => {
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const market = {
    group: ['**/market/simulator/**'],
    message: 'Reach market data through createMarketData() (server/market/create-market-data.ts).',
  };
  return [
    { files: ['server/**'], rules: restrict(serverOnly) },
    // Outside server/market/, market data comes through createMarketData() and the MarketData interface,
    // never from the simulator itself (decision 0086): a real feed replaces it in one place.
    { files: ['server/**'], ignores: ['server/market/**'], rules: restrict([...serverOnly, market]) },
    // Product code (everything but the tests, the wiring, the simulators and the spreadsheets folder).
    {
      files: ['server/**'],
      ignores: ['server/market/**', ...TESTS, ...SIM_WIRING, 'server/spreadsheets/**'],
      rules: restrict([...serverOnly, market, SIMULATORS, EXCELJS]),
    },
    { files: ['server/market/**'], ignores: TESTS, rules: restrict([...serverOnly, SIMULATORS, EXCELJS]) },
    { files: SIM_WIRING, ignores: ['server/market/**', ...TESTS], rules: restrict([...serverOnly, market, EXCELJS]) },
    {
      files: ['server/spreadsheets/**'],
      ignores: TESTS,
      rules: restrict([...serverOnly, market, SIMULATORS]),
    },
    {
      files: ['server/*/routes/**'],
      ignores: TESTS,
      rules: {
        'no-restricted-syntax': ['error', ...SQL_CALLS],
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [{ group: ['**/db/database', '**/db/migrate'], allowTypeImports: true, message: SQL_MESSAGE }],
          },
        ],
      },
    },
  ];
};
