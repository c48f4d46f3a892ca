#!/usr/bin/env node
// Loads the compiled CLI (dist/ is built by `npm install` through the prepare script).
// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
// Rendering allocates short-lived trees fast: bigger semi-spaces (V8's default is 16 MB at most) halve
// the time spent in scavenges. Set before the heap grows, so the new space can grow to it.
const v8 = await import('node:v8');
v8.setFlagsFromString('--max-semi-space-size=32');
const { main } = await import('../dist/cli/index.js');

await main(process.argv);
