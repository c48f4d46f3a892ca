// The search dialog's script, bundled apart from the page's and loaded on first open
// (theme/client/search-launcher.ts): defines `window.__docsgenSearch`.
import { createSearchDialog } from '../islands/search/dialog.js';

window.__docsgenSearch = createSearchDialog();
