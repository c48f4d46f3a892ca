// Docusaurus's `@theme/MDXComponents/Heading`: the heading element with its id.
export { default } from '../Heading.js';
