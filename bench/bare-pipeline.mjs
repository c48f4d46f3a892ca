// The floor docsgen's budgets are measured against: markdown files through the bare unified pipeline
// (remark-parse, remark-gfm, remark-rehype, rehype-stringify) on one thread, with no disk writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** Every `.md` file below `dir`, sorted so runs process files in the same order. */
export function listMarkdownFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * Reads each file, strips its front matter and turns it into an HTML string, one file after another.
 * Reading is inside the timed region because docsgen's build reads the same files.
 * @param {string[]} files absolute or cwd-relative paths of markdown files
 * @returns {number} elapsed milliseconds
 */
export function runBarePipeline(files) {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
  const start = performance.now();
  let bytes = 0;
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8').replace(FRONT_MATTER, '');
    bytes += String(processor.processSync(markdown)).length;
  }
  const elapsed = performance.now() - start;
  // Keeps the output observable so no engine can skip the work.
  if (bytes === 0 && files.length > 0) throw new Error('bare pipeline produced no HTML');
  return elapsed;
}
