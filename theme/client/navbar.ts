// Navbar behaviour without React: hide when scrolling down past its height, show when scrolling up or
// near the top; the skip link moves focus to the main content.

/** Starts the scroll listener; it looks the navbar up each time, so swapped pages keep working. */
export function hideNavbarOnScroll(): void {
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const y = window.scrollY;
      if (navbar) {
        const height = navbar.offsetHeight;
        if (y < height) navbar.classList.remove('navbar--hidden');
        else if (last && y >= last) navbar.classList.add('navbar--hidden');
        // Near the bottom a bounce must not flicker the bar back in.
        else if (y + window.innerHeight < document.documentElement.scrollHeight - height) navbar.classList.remove('navbar--hidden');
        // Sticky sidebars and the TOC move up into the space the bar left (styles/client.css).
        document.documentElement.toggleAttribute('data-navbar-hidden', navbar.classList.contains('navbar--hidden'));
      }
      last = y;
    },
    { passive: true },
  );
}

/** Focuses the page's <main> (or the wrapper) without scrolling, keeping the tabindex until it blurs. */
export function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('[data-page-region] main') ?? document.getElementById('main-content');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) {
    main.tabIndex = -1;
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main.focus({ preventScroll: true });
}

/** Programmatic focus on the skip link's region, so the next Tab lands on the skip link (after navigation). */
export function focusSkipRegion(): void {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label="Skip to main content"]');
  if (!region) return;
  region.tabIndex = -1;
  region.focus({ preventScroll: true });
  region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
}

export function enhanceSkipLink(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('.skip-to-content')) requestAnimationFrame(focusMainContent);
  });
}
