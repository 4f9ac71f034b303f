/** Builders for tests of every package (`@sightline/core/testing`); never imported by product code. */
export { nativeFilter } from '../nativeFilters/testing/nativeFilterBuilder.js';
