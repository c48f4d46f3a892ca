// Test helpers: throwaway sites, in-process builds, the spawned CLI, ANSI stripping.
export { makeSite, removeSites, buildSite, listFiles, HOME_PAGE, MINIMAL_CONFIG, type BuiltSite } from './site.js';
export { runCli, startCli, BIN, type CliResult, type RunningCli } from './cli.js';
export { stripAnsi } from './strip-ansi.js';
export { element, hrefs } from './html.js';
export { BLUE_PNG, RED_PNG } from './images.js';
export { fileHashes, makeSandbox, removeSandboxes, snapshot, type Sandbox } from './sandbox.js';
export { agedBy, editHeadsPack, readHeadsPack, type HeadsIndex } from './heads-pack.js';
