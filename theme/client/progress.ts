// The navigation progress bar: appears only when a navigation to another path takes longer than 200 ms,
// trickles, and completes when the new route is shown. No spinner.

export const PROGRESS_DELAY_MS = 200;

/** Starts the timer; call the returned function when the route is shown (or the navigation ends). */
export function startProgress(): () => void {
  let bar: HTMLElement | undefined;
  let width = 0;
  let trickle = 0;
  const timer = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'docsgen-progress';
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
    const set = (value: number) => {
      width = value;
      bar!.style.transform = `scaleX(${value / 100})`;
    };
    set(8);
    trickle = window.setInterval(() => set(Math.min(95, width + (95 - width) * 0.1)), 200);
  }, PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    clearInterval(trickle);
    const done = bar;
    if (!done) return;
    done.style.transform = 'scaleX(1)';
    done.classList.add('docsgen-progress--done');
    window.setTimeout(() => done.remove(), 300);
  };
}
