// Types for ec2-like.mjs, so TypeScript tests can import the plain-JavaScript generator.
/** An EC2-shaped spec (no tags, `/#Action=<Name>` and `/?Action=<Name>` paths, GET and POST each): `actions` x 2 operations. */
export declare function ec2LikeSpec(actions?: number): Record<string, unknown>;
