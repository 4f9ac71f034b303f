/** Texts of the shared UI pieces (error boundary, placeholders, page spinner). */
export const uiMessages = {
  unexpectedError: 'Unexpected error: ',
  copyError: 'Copy error',
  errorCopied: 'Copied to clipboard',
  showStackTrace: 'Stack trace',
  hideError: 'Hide',
  copyNotSupported: 'Sorry, your browser does not support copying.',
  loading: 'Loading',
} as const;
