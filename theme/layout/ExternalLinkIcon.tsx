// The external-link glyph lives with the islands (the mobile drawer uses it too); layout imports it here.
export { ExternalLinkIcon } from '../islands/ExternalLinkIcon.js';
