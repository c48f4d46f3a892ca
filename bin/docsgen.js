#!/usr/bin/env node
// Loads the compiled CLI (dist/ is built by `npm install` through the prepare script).
import { main } from '../dist/cli/index.js';

await main(process.argv);
