/** Texts of the home page; the words are part of the contract. */
export const homeMessages = {
  title: 'Home',
  recent: 'Recent',
  favorites: 'Favorites',
  mine: 'Mine',
  dashboards: 'Dashboards',
  charts: 'Charts',
  recentError: 'There was an error fetching your recent activity:',
  noRecent: 'Nothing viewed or edited yet',
  noFavoriteDashboards: 'No favorite dashboards yet',
  noFavoriteCharts: 'No favorite charts yet',
  noMyDashboards: 'No dashboards yet',
  noMyCharts: 'No charts yet',
  viewAll: 'View all',
  modified: 'Modified %s',
} as const;

/** Recent activity is fetched 5 at a time and 3 are shown. */
export const RECENT_PAGE_SIZE = 5;
export const RECENT_SHOWN = 3;
/** Items per favorites/mine card. */
export const HOME_CARD_SIZE = 5;
