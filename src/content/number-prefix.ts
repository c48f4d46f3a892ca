// Strips ordering prefixes from file and folder names (`01-intro` -> `intro`), as Docusaurus does.
// Date- and version-like names (`2021-11-x`, `7.0-foo`) keep their digits.

export function stripNumberPrefix(name: string): { name: string; position?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const m = /^(\d+)\s*[-_.]+\s*(.+)$/.exec(name);
  return m ? { name: m[2]!, position: Number(m[1]) } : { name };
}

/** A folder or file name made readable: number prefix stripped, dashes and underscores to spaces, capitalised. */
export function labelFromName(name: string): string {
  const text = stripNumberPrefix(name).name.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
