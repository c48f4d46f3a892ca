#!/usr/bin/env node
// Loads the compiled CLI (dist/ is built by `npm install` through the prepare script).
// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli/index.js');

await main(process.argv);
