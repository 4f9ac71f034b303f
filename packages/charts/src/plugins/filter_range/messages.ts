/** Texts of the numerical range filter. */
export const rangeFilterMessages = {
  name: 'Numerical range',
  description: 'Choose a lower and an upper bound of a numeric column.',
  rangeMin: 'Min',
  rangeMax: 'Max',
};
