// Snippets and highlighting for search results as plain text parts: the caller makes text nodes and
// <mark> elements from them, so result text is never parsed as HTML.

export interface TextPart {
  text: string;
  mark: boolean;
}

/** Words as minisearch's default tokenizer splits them (on spaces and punctuation). */
const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u;

/** Splits `text` into parts, marking the words that are (case-insensitively) one of `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  for (const [i, piece] of text.split(SEPARATOR).entries()) {
    if (!piece) continue;
    const mark = i % 2 === 0 && terms.has(piece.toLowerCase());
    const last = parts[parts.length - 1];
    if (last && last.mark === mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

/** About `words` words of `text` around its first matching word, with `…` where it was cut. */
export function snippet(text: string, terms: ReadonlySet<string>, words = 24): string {
  const all = text.split(' ');
  const first = all.findIndex((w) => w.split(SEPARATOR).some((piece) => terms.has(piece.toLowerCase())));
  const start = Math.max(0, Math.min(first - 6, all.length - words));
  const end = Math.min(all.length, start + words);
  const body = all.slice(start, end).join(' ');
  return `${start > 0 ? '… ' : ''}${body}${end < all.length && !body.endsWith('…') ? ' …' : ''}`;
}
