/** User-visible texts the dashboard rules put into layouts and option lists (kept together for translation). */
export const DASHBOARD_MESSAGES = {
  /** A new TAB's title starts empty; the editor shows this until the user types one. */
  tabDefaultText: 'Tab title',
  tabPlaceholder: 'New tab',
  /** The source a new MARKDOWN component starts with. */
  markdownDefaultCode: [
    '# Section title',
    '',
    'Describe this part of the dashboard in *markdown*: **bold** text, lists, [links](https://commonmark.org/help/) and tables.',
  ].join('\n'),
  refreshDont: "Don't refresh",
  refresh10Seconds: '10 seconds',
  refresh1Minute: '1 minute',
  refresh5Minutes: '5 minutes',
  refresh30Minutes: '30 minutes',
  refresh1Hour: '1 hour',
  refresh6Hours: '6 hours',
  refresh12Hours: '12 hours',
  refresh24Hours: '24 hours',
  /** JSON metadata editor (properties modal). */
  metadataNotJson: (detail: string) => `The JSON metadata is not valid JSON: ${detail}`,
  metadataNotObject: 'The JSON metadata must be an object: { "key": value, ... }.',
  metadataField: (field: string, expected: string) => `"${field}" in the JSON metadata must be ${expected}.`,
} as const;
