// Docusaurus's `@theme/MDXComponents/Details`: docsgen's disclosure.
export { default } from '../Details.js';
