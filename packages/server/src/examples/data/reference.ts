/**
 * Small reference lists the example generators draw from: real US states with rough populations
 * (millions), common US first names, world cities, and the vocabularies of the sales and web data.
 */

// prettier-ignore
export const US_STATES: readonly (readonly [code: string, population: number])[] = [
  ['AL', 5.1], ['AK', 0.7], ['AZ', 7.4], ['AR', 3.1], ['CA', 39.0], ['CO', 5.9], ['CT', 3.6], ['DE', 1.0],
  ['DC', 0.7], ['FL', 22.6], ['GA', 11.0], ['HI', 1.4], ['ID', 2.0], ['IL', 12.5], ['IN', 6.9], ['IA', 3.2],
  ['KS', 2.9], ['KY', 4.5], ['LA', 4.6], ['ME', 1.4], ['MD', 6.2], ['MA', 7.0], ['MI', 10.0], ['MN', 5.7],
  ['MS', 2.9], ['MO', 6.2], ['MT', 1.1], ['NE', 2.0], ['NV', 3.2], ['NH', 1.4], ['NJ', 9.3], ['NM', 2.1],
  ['NY', 19.6], ['NC', 10.8], ['ND', 0.8], ['OH', 11.8], ['OK', 4.1], ['OR', 4.2], ['PA', 13.0], ['RI', 1.1],
  ['SC', 5.4], ['SD', 0.9], ['TN', 7.1], ['TX', 30.5], ['UT', 3.4], ['VT', 0.6], ['VA', 8.7], ['WA', 7.8],
  ['WV', 1.8], ['WI', 5.9], ['WY', 0.6],
];

// prettier-ignore
export const BOY_NAMES = [
  'Liam', 'Noah', 'Oliver', 'James', 'Elijah', 'William', 'Henry', 'Lucas', 'Benjamin', 'Theodore',
  'Michael', 'David', 'Daniel', 'Matthew', 'Christopher', 'Joshua', 'Andrew', 'Joseph', 'Ethan', 'Jacob',
  'Tyler', 'Brandon', 'Ryan', 'Justin', 'Anthony',
] as const;

// prettier-ignore
export const GIRL_NAMES = [
  'Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Isabella', 'Ava', 'Evelyn', 'Luna',
  'Jennifer', 'Jessica', 'Ashley', 'Sarah', 'Amanda', 'Emily', 'Elizabeth', 'Hannah', 'Madison', 'Samantha',
  'Lauren', 'Megan', 'Nicole', 'Rachel', 'Abigail',
] as const;

/** City centres for geo_points clusters: name, latitude, longitude, relative weight. */
// prettier-ignore
export const CITIES: readonly (readonly [name: string, lat: number, lon: number, weight: number])[] = [
  ['New York', 40.7128, -74.006, 10], ['San Francisco', 37.7749, -122.4194, 6], ['Chicago', 41.8781, -87.6298, 5],
  ['Los Angeles', 34.0522, -118.2437, 7], ['Toronto', 43.6532, -79.3832, 4], ['Mexico City', 19.4326, -99.1332, 5],
  ['Sao Paulo', -23.5505, -46.6333, 5], ['Buenos Aires', -34.6037, -58.3816, 3], ['London', 51.5074, -0.1278, 8],
  ['Paris', 48.8566, 2.3522, 6], ['Berlin', 52.52, 13.405, 5], ['Madrid', 40.4168, -3.7038, 4],
  ['Stockholm', 59.3293, 18.0686, 2], ['Cairo', 30.0444, 31.2357, 3], ['Lagos', 6.5244, 3.3792, 3],
  ['Nairobi', -1.2921, 36.8219, 2], ['Johannesburg', -26.2041, 28.0473, 2], ['Dubai', 25.2048, 55.2708, 3],
  ['Mumbai', 19.076, 72.8777, 6], ['Delhi', 28.7041, 77.1025, 5], ['Singapore', 1.3521, 103.8198, 4],
  ['Shanghai', 31.2304, 121.4737, 6], ['Tokyo', 35.6762, 139.6503, 8], ['Seoul', 37.5665, 126.978, 4],
  ['Sydney', -33.8688, 151.2093, 4],
];

export const GEO_CATEGORIES = ['Store', 'Warehouse', 'Office', 'Customer', 'Partner'] as const;

/** Classic-models product lines, with a base unit price in US$. */
// prettier-ignore
export const PRODUCT_LINES: readonly (readonly [name: string, basePrice: number])[] = [
  ['Classic Cars', 110], ['Vintage Cars', 85], ['Motorcycles', 90], ['Trucks and Buses', 95],
  ['Planes', 80], ['Ships', 75], ['Trains', 60],
];

/** Order statuses with their share of orders (per mille). */
// prettier-ignore
export const ORDER_STATUSES: readonly (readonly [status: string, share: number])[] = [
  ['Shipped', 880], ['Cancelled', 30], ['Resolved', 25], ['On Hold', 25], ['In Process', 25], ['Disputed', 15],
];

/** Countries the sales data ships to, with the sales region they belong to. */
// prettier-ignore
export const SALES_COUNTRIES: readonly (readonly [country: string, region: string])[] = [
  ['United States', 'North America'], ['Canada', 'North America'], ['Mexico', 'LATAM'], ['Brazil', 'LATAM'],
  ['Argentina', 'LATAM'], ['United Kingdom', 'EMEA'], ['France', 'EMEA'], ['Germany', 'EMEA'], ['Spain', 'EMEA'],
  ['Italy', 'EMEA'], ['Netherlands', 'EMEA'], ['Sweden', 'EMEA'], ['Norway', 'EMEA'], ['Switzerland', 'EMEA'],
  ['South Africa', 'EMEA'], ['Japan', 'APAC'], ['Australia', 'APAC'], ['Singapore', 'APAC'], ['India', 'APAC'],
  ['New Zealand', 'APAC'],
];

/** Customer names are the product of these two lists (first × second), e.g. "Northwind Traders". */
// prettier-ignore
export const CUSTOMER_PREFIXES = [
  'Northwind', 'Blue Harbor', 'Summit', 'Red Rock', 'Silver Lake', 'Golden Gate', 'Atlas', 'Pioneer', 'Evergreen',
  'Lighthouse', 'Maple Leaf', 'Iron Horse', 'Coastal', 'Highland', 'Riverside', 'Union', 'Liberty', 'Heritage',
  'Starlight', 'Vintage Lane',
] as const;
export const CUSTOMER_SUFFIXES = [
  'Traders',
  'Collectables',
  'Gifts Ltd',
  'Model Imports',
  'Hobby Co.',
] as const;

/** Web analytics vocabularies with their share (per mille). */
// prettier-ignore
export const EVENT_TYPES: readonly (readonly [name: string, share: number])[] = [
  ['page_view', 700], ['click', 200], ['add_to_cart', 50], ['signup', 30], ['purchase', 20],
];
// prettier-ignore
export const DEVICES: readonly (readonly [name: string, share: number])[] = [
  ['desktop', 550], ['mobile', 380], ['tablet', 70],
];
// prettier-ignore
export const BROWSERS: readonly (readonly [name: string, share: number])[] = [
  ['Chrome', 630], ['Safari', 200], ['Edge', 60], ['Firefox', 60], ['Samsung Internet', 30], ['Opera', 20],
];
// prettier-ignore
export const WEB_COUNTRIES: readonly (readonly [name: string, share: number])[] = [
  ['United States', 300], ['India', 110], ['United Kingdom', 70], ['Germany', 60], ['Brazil', 55],
  ['Canada', 45], ['France', 45], ['Japan', 40], ['Mexico', 35], ['Australia', 30], ['Spain', 30],
  ['Italy', 25], ['Netherlands', 25], ['Indonesia', 25], ['Philippines', 20], ['Nigeria', 20],
  ['South Korea', 20], ['Poland', 20], ['Turkey', 15], ['Sweden', 15], ['South Africa', 15], ['Argentina', 15],
  ['Vietnam', 10], ['Egypt', 5],
];
