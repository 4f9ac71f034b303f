import type { ControlComponent, ControlComponentMap } from '../controlTypes';
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

// Each control is typed by its own value; the container hands every one the same untyped props.
const control = (component: unknown) => component as ControlComponent;

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const basicControls: ControlComponentMap = {
  BoundsControl: control(BoundsControl),
  CheckboxControl: control(CheckboxControl),
  ColorPickerControl: control(ColorPickerControl),
  ColorSchemeControl: control(ColorSchemeControl),
  FixedOrMetricControl: control(FixedOrMetricControl),
  HiddenControl: control(HiddenControl),
  SelectAsyncControl: control(SelectAsyncControl),
  SelectControl: control(SelectControl),
  SliderControl: control(SliderControl),
  SpatialControl: control(SpatialControl),
  TextAreaControl: control(TextAreaControl),
  TextControl: control(TextControl),
  ViewportControl: control(ViewportControl),
  VizTypeControl: control(VizTypeExploreControl),
};
