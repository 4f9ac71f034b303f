/** Texts of the dashboard's filter state in the URL. */
export const urlStateMessages = {
  filterStateNotFound:
    'The filter state in the link could not be found (it may have expired); the dashboard shows its default filters.',
};
