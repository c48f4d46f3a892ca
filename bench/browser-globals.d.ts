// What the benchmarks' scripts in Chromium add to the page's window (bench/api.mjs).
declare global {
  interface Window {
    /** End of the last long task the page ran, in ms since navigation start. */
    __longTaskEnd: number;
  }
}
export {};
