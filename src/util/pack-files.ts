// Many small files as one buffer and a list of names and sizes, so a worker thread can hand them over
// in one transfer (tens of thousands of separate buffers cost more to post than to build).

export interface PackedFiles {
  names: string[];
  sizes: number[];
  bytes: Uint8Array;
}

export function packFiles(files: readonly [string, Uint8Array][]): PackedFiles {
  const bytes = new Uint8Array(files.reduce((sum, [, contents]) => sum + contents.length, 0));
  let at = 0;
  for (const [, contents] of files) {
    bytes.set(contents, at);
    at += contents.length;
  }
  return { names: files.map(([name]) => name), sizes: files.map(([, contents]) => contents.length), bytes };
}

/** The files again, each a view into the one buffer. */
export function unpackFiles({ names, sizes, bytes }: PackedFiles): [string, Uint8Array][] {
  let at = 0;
  return names.map((name, i) => {
    const contents = bytes.subarray(at, at + sizes[i]!);
    at += sizes[i]!;
    return [name, contents];
  });
}
