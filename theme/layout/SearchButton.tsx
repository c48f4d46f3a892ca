// The navbar's search button: opens the search dialog (enhancer `SearchButton`) and shows its shortcut.
// Pure markup; hidden without JavaScript, since search runs in the browser.

/**
 * The button; `⌘` replaces `Ctrl` on Apple systems once the enhancer runs (same width, no shift). Its name
 * is `aria-label`, since narrow screens show only the icon.
 */
export function SearchButton() {
  return (
    <button type="button" className="navbar-search" data-island="SearchButton" aria-label="Search" aria-keyshortcuts="Control+K Meta+K /">
      <svg className="navbar-search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.1 4.1a1 1 0 0 1-1.4 1.4l-4.1-4.1A6.5 6.5 0 1 1 8.5 2zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z"
        />
      </svg>
      <span className="navbar-search__label">Search</span>
      <span className="navbar-search__keys" aria-hidden="true">
        <kbd className="navbar-search__modifier">Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
