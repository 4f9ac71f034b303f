import { createContext } from 'react';

/**
 * Whether ECharts charts below animate their first draw (updates never do: see EChart's drawnOption).
 * On by default (explore, the gallery); a dashboard turns it off: thirty charts each tweening for a second
 * while the others are still being drawn make every one of them appear later.
 */
export const ChartAnimationContext = createContext(true);
