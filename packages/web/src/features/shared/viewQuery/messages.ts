/** Texts of the view-query modal. */
export const viewQueryMessages = {
  title: 'Query',
  copyQuery: 'Copy query',
  copied: 'Copied to clipboard!',
  copyUnsupported: 'Sorry, your browser does not support copying.',
} as const;
