/** Texts of the app shell: header, navigation, route placeholders, start-up failure. */
export const appMessages = {
  productName: 'Sightline',
  homeLink: 'Sightline home',
  mainNavigation: 'Main',
  settings: 'Settings',
  nav: {
    dashboards: 'Dashboards',
    charts: 'Charts',
    datasets: 'Datasets',
    sql: 'SQL',
    sqlLab: 'SQL Lab',
    savedQueries: 'Saved queries',
    databases: 'Databases',
    plugins: 'Plugins',
  },
  notBuilt: 'This page is not built yet.',
  backHome: 'Back to home',
  placeholders: {
    dashboard: {
      title: 'Dashboard',
      description:
        "It will show the dashboard's charts in their saved layout with native filters, cross-filters and edit mode.",
    },
    sqlLab: {
      title: 'SQL Lab',
      description:
        'It will be the SQL editor: write queries against a database, see results, and save queries.',
    },
  },
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  forbiddenTitle: 'No access',
  forbiddenText: 'Your roles do not allow you to see this page. Ask an admin for access.',
  serverUnreachable: 'Sightline could not reach its server',
  tryAgain: 'Try again',
} as const;
