// Docusaurus's useIsBrowser: false while the page renders at build time.
export default function useIsBrowser(): boolean {
  return typeof window !== 'undefined';
}
