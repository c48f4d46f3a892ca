// Types for stripe-like.mjs, so TypeScript tests can import the plain-JavaScript generator.
/** A Stripe-shaped spec (no tags, urlencoded bodies, deep and recursive schemas): `resources` x 5 operations. */
export declare function stripeLikeSpec(resources?: number): Record<string, unknown>;
