// Estimates the size of a markdown body's HTML from its source alone, so that the exact outline of a
// page (markdown/outline.ts) and its full parse agree on it: the route table's page weights use it.
// Fitted on the bench corpus, the Sesame docs and the real-site fixtures.

/** Characters of HTML per character of prose, per character and line of fenced code, per heading. */
const PROSE = 1.2;
const CODE = 3;
const CODE_LINE = 40;
const HEADING = 230;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/** Estimated characters of the HTML a markdown body (without front matter) compiles to. */
export function estimateHtmlChars(source: string): number {
  let prose = 0;
  let code = 0;
  let codeLines = 0;
  let headings = 0;
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) {
      code += line.length;
      codeLines++;
    } else {
      prose += line.length + 1;
      if (HEADING_LINE.test(line)) headings++;
    }
  }
  return Math.round(prose * PROSE + code * CODE + codeLines * CODE_LINE + headings * HEADING);
}
