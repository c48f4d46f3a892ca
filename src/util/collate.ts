// The one order docsgen sorts names and labels in (sidebar items, tags, API groups, files, reports):
// English collation whatever the machine's locale (`LANG=sv_SE` put `ä` after `z`), so a build gives the
// same site on every machine, and a cached build the one a build without the cache gives.

/** Compares two strings in that order. */
export const compareText = new Intl.Collator('en').compare;
