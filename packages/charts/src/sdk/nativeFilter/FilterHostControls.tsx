import { createContext, useContext, type ComponentType } from 'react';

/**
 * Controls a filter borrows from the app that hosts it (the app's time range picker), so filter plugins
 * draw the same inputs as the chart editor without importing the app.
 */
export interface FilterHostControls {
  TimeRangePicker?: ComponentType<{ value: string; onChange: (value: string) => void }>;
}

export const FilterHostControlsContext = createContext<FilterHostControls>({});

export function useFilterHostControls(): FilterHostControls {
  return useContext(FilterHostControlsContext);
}
