// Many small files as one buffer and a list of names and sizes, so a worker thread can hand them over
// in one transfer (tens of thousands of separate buffers cost more to post than to build).

export interface PackedFiles {
  names: string[];
  sizes: number[];
  bytes: Uint8Array;
  /** What each file is known by, where its maker said (see ClientAsset.key); '' for none. */
  keys?: string[];
}

/** A file: its name, its bytes, and optionally what they are known by. */
export type PackableFile = readonly [name: string, contents: Uint8Array, key?: string];

export function packFiles(files: readonly PackableFile[]): PackedFiles {
  const bytes = new Uint8Array(files.reduce((sum, [, contents]) => sum + contents.length, 0));
  let at = 0;
  for (const [, contents] of files) {
    bytes.set(contents, at);
    at += contents.length;
  }
  const keyed = files.some(([, , key]) => key !== undefined);
  return {
    names: files.map(([name]) => name),
    sizes: files.map(([, contents]) => contents.length),
    bytes,
    ...(keyed ? { keys: files.map(([, , key]) => key ?? '') } : {}),
  };
}

/** The files again, each a view into the one buffer. */
export function unpackFiles({ names, sizes, bytes, keys }: PackedFiles): [name: string, contents: Uint8Array, key?: string][] {
  let at = 0;
  return names.map((name, i) => {
    const contents = bytes.subarray(at, at + sizes[i]!);
    at += sizes[i]!;
    return keys?.[i] ? [name, contents, keys[i]] : [name, contents];
  });
}
