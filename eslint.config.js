// One lint for the shop: the rules Remix's templates and epic-stack use (JS, TypeScript, React,
// hooks, accessibility), plus the house rules the import graph cannot see (docs/architecture.md):
// SQL only in queries and app/db, the time only from the clock, the environment only in config.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SQL_CALLS = ["selectFrom", "insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto", "selectNoFrom"];

/** Kysely's query builders and the `sql` tag: the marks of SQL written in a file. */
const sqlSyntax = [
  {
    selector: `CallExpression[callee.property.name=/^(${SQL_CALLS.join("|")})$/]`,
    message: "SQL belongs in the module's queries.server.ts (or queries/) or in app/db (docs/architecture.md).",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
    message: "SQL belongs in the module's queries.server.ts (or queries/) or in app/db (docs/architecture.md).",
  },
];
/** The time of day comes from the shop's clock (app/kernel/clock.server.ts) or the request's `now`. */
const clockSyntax = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Take `now` from the request context or the clock (app/kernel/clock.server.ts), not new Date().",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Take `now` from the request context or the clock (app/kernel/clock.server.ts), not Date.now().",
  },
];
/** One way to run a transaction: inTransaction (app/db/transactions.server.ts), which PostgreSQL needs. */
const transactionSyntax = [
  {
    selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
    message: "Run transactions with inTransaction (app/db/transactions.server.ts): SERIALIZABLE and retried on PostgreSQL.",
  },
];
const envProperty = {
  object: "process",
  property: "env",
  message: "Read configuration through app/config/env.server.ts, the only reader of process.env.",
};

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" }, formComponents: ["Form"], linkComponents: [{ name: "Link", linkAttribute: "to" }] },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", ...sqlSyntax, ...clockSyntax, ...transactionSyntax],
      "no-restricted-properties": ["error", envProperty],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Where SQL may be written: a module's queries, app/db, and the FTS5 and PostgreSQL search
  // adapters, the search port's SQL implementations (docs/architecture.md).
  {
    files: ["app/**/queries.server.ts", "app/**/queries/*.ts", "app/db/**", "app/modules/search/fts5/**", "app/modules/search/postgres/**"],
    rules: { "no-restricted-syntax": ["error", ...clockSyntax, ...transactionSyntax] },
  },
  {
    files: ["app/db/transactions.server.ts"],
    rules: { "no-restricted-syntax": ["error", ...clockSyntax] },
  },
  // The clock itself, the seed's fixed demo history, and code outside the app (tests, scripts,
  // benchmarks), which measure and fake time on purpose.
  {
    files: ["app/kernel/clock.server.ts", "tests/**", "**/*.test.{ts,tsx}", "scripts/**", "bench/**", "*.config.{ts,js,mjs}"],
    rules: { "no-restricted-syntax": ["error", ...sqlSyntax] },
  },
  {
    files: ["tests/**", "**/*.test.{ts,tsx}", "scripts/**", "bench/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  // The only readers of process.env: the app's configuration, and the tools around the app.
  {
    files: ["app/config/**", "tests/**", "**/*.test.{ts,tsx}", "scripts/**", "bench/**", "*.config.{ts,js,mjs}", "server.mjs", ".ci/**"],
    rules: { "no-restricted-properties": "off" },
  },
);
