// The small "opens elsewhere" arrow shown after external links.
// Decorative only: hidden from assistive technology, never carries the link's meaning.

/** A 13px external-link glyph, aria-hidden. */
export function ExternalLinkIcon() {
  return (
    <svg className="external-link-icon" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
