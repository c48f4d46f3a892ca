// The skip-to-content link: the first focusable element of every page.
// Works without JS (plain fragment link); must stay the first thing Layout renders.

/** Jumps keyboard users past the announcement bar and navbar to `#main-content`. */
export function SkipLink() {
  return (
    <div role="region" aria-label="Skip to main content">
      <a className="skip-to-content" href="#main-content">
        Skip to main content
      </a>
    </div>
  );
}
