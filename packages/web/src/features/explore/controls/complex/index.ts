import type { ControlComponentMap } from '../../../../features/shared/controls/controlTypes';
import { AnnotationLayerControl } from './annotationLayer/AnnotationLayerControl';
import { CollectionControl } from './collection/CollectionControl';
import { ConditionalFormattingControl } from './conditionalFormatting/ConditionalFormattingControl';
import { FilterBoxItemControl } from './filterBoxItem/FilterBoxItemControl';
import { TimeSeriesColumnControl } from './timeSeriesColumn/TimeSeriesColumnControl';
import './complexControls.css';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const complexControls: ControlComponentMap = {
  AnnotationLayerControl: AnnotationLayerControl,
  CollectionControl: CollectionControl,
  ConditionalFormattingControl: ConditionalFormattingControl,
  FilterBoxItemControl: FilterBoxItemControl,
  TimeSeriesColumnControl: TimeSeriesColumnControl,
};
