// One polite live region outside the page region, for short messages to screen readers ("Copied",
// "Navigated to …"). Created on first use; survives client navigation.

const ID = 'docsgen-announcer';

/** Speaks `message` through the live region (cleared first so a repeated message is spoken again). */
export function announce(message: string): void {
  let region = document.getElementById(ID);
  if (!region) {
    region = document.createElement('div');
    region.id = ID;
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = '';
  const target = region;
  requestAnimationFrame(() => {
    target.textContent = message;
  });
}
