/** User-visible texts of the filter mapping editor (kept together for translation). */
export const scopeEditorMessages = {
  menuItem: 'Set filter mapping',
  title: 'Configure filter scopes',
  filters: 'Filters',
  scopeOf: (field: string, box: string) => `Charts filtered by ${field} (${box})`,
  scopeHelp: 'Check the charts this field filters; unchecked charts are immune to it.',
  save: 'Save',
  cancel: 'Cancel',
} as const;
