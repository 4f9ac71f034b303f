import type { ControlComponentMap } from '../../../../features/shared/controls/controlTypes';
import { BoundsControl } from './BoundsControl';
import { CheckboxControl } from './CheckboxControl';
import { ColorPickerControl } from './ColorPickerControl';
import { ColorSchemeControl } from './ColorSchemeControl';
import { FixedOrMetricControl } from './FixedOrMetricControl';
import { HiddenControl } from './HiddenControl';
import { SelectAsyncControl } from './SelectAsyncControl';
import { SelectControl } from './SelectControl';
import { SliderControl } from './SliderControl';
import { SpatialControl } from './SpatialControl';
import { TextAreaControl } from './TextAreaControl';
import { TextControl } from './TextControl';
import { ViewportControl } from './ViewportControl';
import { VizTypeExploreControl } from './VizTypeExploreControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const basicControls: ControlComponentMap = {
  BoundsControl,
  CheckboxControl,
  ColorPickerControl,
  ColorSchemeControl,
  FixedOrMetricControl,
  HiddenControl,
  SelectAsyncControl,
  SelectControl,
  SliderControl,
  SpatialControl,
  TextAreaControl,
  TextControl,
  ViewportControl,
  VizTypeControl: VizTypeExploreControl,
};
