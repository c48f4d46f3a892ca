// Types for graph-like.mjs, so TypeScript tests can import the plain-JavaScript generator.
/** A Microsoft-Graph-shaped spec: hundreds of `<root>.<entity>` tags, one tag split over pages, many schemas; roots as `x-tagGroups` with `tagGroups`. */
export declare function graphLikeSpec(options?: { perRoot?: number; bigTag?: number; schemas?: number; tagGroups?: boolean }): Record<string, unknown>;
