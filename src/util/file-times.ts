// A file's times as docsgen's caches compare them, to tell whether it may have changed since it was seen.

/**
 * The modification and change times of a file's stat. The modification time alone misses an edit that
 * kept the size and put the time back (`touch -r`, `cp -p`, `rsync -t`, an archive extracted over the
 * site, two files of one size swapped by `mv`); the change time moves with every write and rename, and
 * no tool sets it.
 */
export const fileTimes = (stat: { mtimeMs: number; ctimeMs: number }): string => `${stat.mtimeMs}/${stat.ctimeMs}`;
