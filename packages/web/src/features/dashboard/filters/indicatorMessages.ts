/** Texts of the filter indicator in each chart's title row. */
export const indicatorMessages = {
  applied: 'Applied filters',
  incompatible: 'Incompatible filters',
  unset: 'Unset filters',
  button: (count: number) => `Filters applied to this chart: ${count}`,
};
