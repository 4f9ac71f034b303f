/** Categorical and sequential color schemes; `supersetColors` keeps saved Superset charts' default. */
export interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export const CATEGORICAL_SCHEMES: readonly ColorScheme[] = [
  {
    id: 'supersetColors',
    label: 'Sightline Colors',
    colors: [
      '#1F77B4',
      '#FF7F0E',
      '#2CA02C',
      '#D62728',
      '#9467BD',
      '#8C564B',
      '#E377C2',
      '#7F7F7F',
      '#BCBD22',
      '#17BECF',
    ],
  },
];

export const SEQUENTIAL_SCHEMES: readonly ColorScheme[] = [
  { id: 'superset_seq_1', label: 'Blues', colors: ['#EFF6FF', '#08306B'] },
];

export function getCategoricalScheme(id?: string | null): ColorScheme {
  return (
    CATEGORICAL_SCHEMES.find((s) => s.id === id) ??
    CATEGORICAL_SCHEMES.find((s) => s.id === DEFAULT_CATEGORICAL_SCHEME)!
  );
}

export function getSequentialScheme(id?: string | null): ColorScheme {
  return (
    SEQUENTIAL_SCHEMES.find((s) => s.id === id) ??
    SEQUENTIAL_SCHEMES.find((s) => s.id === DEFAULT_SEQUENTIAL_SCHEME)!
  );
}
