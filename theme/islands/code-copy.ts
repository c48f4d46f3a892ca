// Code-block copy buttons (vanilla enhancer over the static markdown): copies the code's text (lines
// only; there are no line numbers in it) and announces "Copied" to screen readers.
import { announce } from './announcer.js';

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API missing or denied (http, old browsers): the selection-based fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** The text a copy button copies: the code without its trailing newline. */
export function codeText(block: Element): string {
  return (block.querySelector('pre code')?.textContent ?? '').replace(/\n$/, '');
}

export function enhanceCodeCopy(container: HTMLElement): () => void {
  const timers = new Set<number>();
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.code-block__copy');
    const block = button?.closest('.code-block');
    if (!button || !block) return;
    void writeClipboard(codeText(block)).then(() => {
      button.textContent = 'Copied';
      button.setAttribute('aria-label', 'Copied');
      button.classList.add('code-block__copy--copied');
      announce('Copied');
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        button.textContent = 'Copy';
        button.setAttribute('aria-label', 'Copy code to clipboard');
        button.classList.remove('code-block__copy--copied');
      }, 2000);
      timers.add(timer);
    });
  };
  container.addEventListener('click', onClick);
  return () => {
    container.removeEventListener('click', onClick);
    for (const timer of timers) clearTimeout(timer);
  };
}
