// Loads a classic script on demand (the search dialog, the try-it console): a script element, removed
// once the script ran. A classic script, not a module, so it loads over file:// in hash mode too.
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    // The element goes once the script ran: it is not part of the page.
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}
