// Types for bare-pipeline.mjs, so TypeScript code can import the plain-JavaScript floor measurement.
/** Every `.md` file below `dir`, sorted. */
export declare function listMarkdownFiles(dir: string): string[];
/** Runs the files through the bare unified pipeline on one thread; returns elapsed milliseconds. */
export declare function runBarePipeline(files: string[]): number;
