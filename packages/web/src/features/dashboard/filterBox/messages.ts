/** User-visible texts of the filter-box migration (kept together for translation). */
export const filterBoxMessages = {
  bannerTitle: 'This dashboard uses filter boxes',
  bannerText:
    'Filter boxes are being replaced by native filters. Review the native filters built from them, then save to migrate.',
  review: 'Review',
  snooze: 'Snooze',
  reviewingTitle: 'Reviewing native filters built from the filter boxes',
  reviewingText: 'The filter boxes are hidden while you review. Save to keep the native filters.',
  save: 'Save',
  cancel: 'Cancel',
  saveFailed: (error: string) => `The native filters could not be saved: ${error}`,
  replaced: 'This filter box is replaced by native filters.',
} as const;
