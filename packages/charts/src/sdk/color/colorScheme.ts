/** Categorical and sequential color schemes; `supersetColors` keeps saved Superset charts' default. */
export interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
  /** Sequential schemes whose middle stop is neutral (for values around zero). */
  isDiverging?: boolean;
}
