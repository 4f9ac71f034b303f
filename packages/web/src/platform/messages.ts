/** Texts of the app shell: header, navigation, start-up failure. */
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
  backHome: 'Back to home',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  forbiddenTitle: 'No access',
  forbiddenText: 'Your roles do not allow you to see this page. Ask an admin for access.',
  serverUnreachable: 'Sightline could not reach its server',
  tryAgain: 'Try again',
} as const;
