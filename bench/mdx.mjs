// MDX's cost: the 1,000-page corpus with every tenth doc turned into MDX (imports, tabs, a JSX
// component), built cold against the same corpus all in markdown, in turns; budget <= 1.3 x (issue 19).
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MDX_BUDGET = 1.3;

const TABS = [
  '',
  '<Tabs groupId="os">',
  '  <TabItem value="mac" label="macOS" default>',
  '',
  'Run `brew install widget`.',
  '',
  '  </TabItem>',
  '  <TabItem value="linux" label="Linux">',
  '',
  'Run `apt install widget`.',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
].join('\n');

/** A copy of `source` (a bench corpus) with every tenth markdown file, in sorted order, made MDX. */
export function makeMdxCorpus(source, target) {
  if (existsSync(join(target, '.mdx-corpus'))) return;
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const files = readdirSync(join(target, 'content/docs'), { recursive: true })
    .filter((f) => String(f).endsWith('.md'))
    .map(String)
    .sort();
  files.forEach((rel, i) => {
    if (i % 10 !== 9) return;
    const file = join(target, 'content/docs', rel);
    const text = readFileSync(file, 'utf8');
    const head = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
    writeFileSync(file, `${head}${imports}${text.slice(head.length)}\n${TABS}`);
  });
  writeFileSync(join(target, '.mdx-corpus'), '');
}

/** Cold builds of both corpora in turns; prints each pair and the median ratio. */
export async function runMdxBench(coldBuild, bin, markdownDir, mdxDir, runs = 3) {
  console.log('\nMDX: 1,000 pages with 10 % MDX against the same pages all markdown (cold, in turns)');
  const ratios = [];
  for (let run = 0; run < runs; run++) {
    const md = await coldBuild(bin, markdownDir);
    const mdx = await coldBuild(bin, mdxDir);
    if (!md.ok || !mdx.ok) {
      console.log(`  run ${run + 1}: FAILED\n${(md.ok ? mdx : md).stderr.split('\n').slice(-10).join('\n')}`);
      return;
    }
    ratios.push(mdx.wallS / md.wallS);
    console.log(
      `  run ${run + 1}/${runs}: markdown ${md.wallS.toFixed(2)} s, 10 % MDX ${mdx.wallS.toFixed(2)} s (peak RSS ${Math.round(mdx.rssMb ?? 0)} MB), ratio ${(mdx.wallS / md.wallS).toFixed(2)}`,
    );
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)];
  console.log(`  median ratio ${median.toFixed(2)}  (budget <= ${MDX_BUDGET} ${median <= MDX_BUDGET ? 'ok' : 'OVER'})`);
}
