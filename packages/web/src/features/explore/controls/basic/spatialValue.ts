import { DEFAULT_SPATIAL_DELIMITER, SPATIAL_TYPES, type SpatialValue } from '@sightline/charts';

export type SpatialType = (typeof SPATIAL_TYPES)[number];

/** Every field the spatial control edits; switching modes keeps the others for switching back. */
export interface SpatialDraft {
  type: SpatialType;
  latCol: string | null;
  lonCol: string | null;
  lonlatCol: string | null;
  delimiter: string;
  reverseCheckbox: boolean;
  geohashCol: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The draft for a saved value; lat/long columns when there is none. */
export function spatialDraftOf(value: unknown): SpatialDraft {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof SpatialDraft, unknown>>;
  return {
    type: SPATIAL_TYPES.includes(v.type as SpatialType) ? (v.type as SpatialType) : 'latlong',
    latCol: text(v.latCol),
    lonCol: text(v.lonCol),
    lonlatCol: text(v.lonlatCol),
    delimiter: typeof v.delimiter === 'string' ? v.delimiter : DEFAULT_SPATIAL_DELIMITER,
    reverseCheckbox: v.reverseCheckbox === true,
    geohashCol: text(v.geohashCol),
  };
}

/** Choosing a mode changes the value's type: the value saves the chosen mode's fields only. */
export function spatialValueOf(draft: SpatialDraft): SpatialValue {
  switch (draft.type) {
    case 'latlong':
      return { type: 'latlong', latCol: draft.latCol, lonCol: draft.lonCol };
    case 'delimited':
      return {
        type: 'delimited',
        lonlatCol: draft.lonlatCol,
        delimiter: draft.delimiter,
        reverseCheckbox: draft.reverseCheckbox,
      };
    case 'geohash':
      return { type: 'geohash', geohashCol: draft.geohashCol };
  }
}
