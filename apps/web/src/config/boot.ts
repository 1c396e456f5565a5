/** The meta of index.html listing home's files, which the page's first file preloads for a signed-in parent. */
export const SIGNED_IN_FILES_META = 'pourquoi-signed-in-files';
