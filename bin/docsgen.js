#!/usr/bin/env node
// Loads the compiled CLI (dist/ is built by `npm install` through the prepare script).
import { setFlagsFromString } from 'node:v8';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
// A build is short and keeps every core busy, and each of its threads compiles the same libraries
// afresh: with V8's defaults, optimising compilation took a quarter of a cold build's CPU. Inlining less
// and optimising only hotter code cut a 1,000-page build from 6.9 to 5.8 s on 2 cores (bench/RESULTS.md,
// "Cold and warm builds").
setFlagsFromString('--max-inlined-bytecode-size-cumulative=100');
setFlagsFromString('--interrupt-budget=264000');
const { main } = await import('../dist/cli/index.js');

await main(process.argv);
