// How the project's TypeScript commands (scripts/*.mts) are started: `node ${TS_SCRIPT_NODE_ARGS} file.mts`.
// package.json spells the same flags for `npm run migrate`, `leads`, `outbox`, `admin:create` and the others.
//
// --conditions=react-server: the CMS configuration and the server code import "server-only".
// --conditions=production: lexical (under Payload's rich-text editor) resolves to its plain ES module builds.
//   Without a "development" or "production" condition Node takes lexical's "node" entries, which pick their
//   build with a top-level `await import()`; on Node 20 loading the editor through them never settled in about
//   half of the runs here (the process then exits 13, or 0 inside a test runner, having done nothing).
export const TS_SCRIPT_NODE_ARGS = ["--conditions=react-server", "--conditions=production", "--import", "tsx"];
