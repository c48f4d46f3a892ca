// Types for api.mjs, so TypeScript tests can import the plain-JavaScript spec generator.
/** A deterministic spec with GitHub-like shapes: 40 tags, `operations` operations, nested and shared schemas. */
export declare function syntheticSpec(operations?: number): Record<string, unknown>;
export declare function runApiBench(bin?: string, only?: string[]): Promise<unknown>;
