/** Texts the dashboard endpoints answer with (Sightline's wording where neither spec nor Superset has one). */
export const DASHBOARD_API_MESSAGES = {
  invalidLayout:
    'position_json is not a valid dashboard layout: it must be a JSON object of layout nodes with a ROOT_ID node of type ROOT (version v2)',
} as const;
