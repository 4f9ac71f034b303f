import { getColorPickerPresets } from '@sightline/charts';
import { Checkbox, ColorPicker, InputNumber, Select } from 'antd';
import { FieldRow } from '../FieldRow';
import { complexMessages as m } from '../messages';
import { LINE_STYLES, OPACITIES, type AnnotationLayerValue } from './annotationLayerShape';

export interface AnnotationStyleFieldsProps {
  id: string;
  layer: AnnotationLayerValue;
  onChange: (patch: Partial<AnnotationLayerValue>) => void;
  /** The chart's categorical scheme: its first colors are the color presets. */
  colorScheme?: string | null;
}

/**
 * How a layer is drawn: color (automatic when empty), opacity, line width and style; time series layers
 * can also show markers and hide their line.
 */
export function AnnotationStyleFields({ id, layer, onChange, colorScheme }: AnnotationStyleFieldsProps) {
  const isTimeSeries = layer.annotationType === 'TIME_SERIES';
  const width = Number(layer.width);
  return (
    <>
      <FieldRow label={m.layerColor} htmlFor={`${id}-color`}>
        <ColorPicker
          allowClear
          presets={[{ label: m.layerColor, colors: getColorPickerPresets(colorScheme) }]}
          showText={(color) => (layer.color ? color.toHexString() : m.layerColorAuto)}
          value={layer.color ?? null}
          onChange={(color) => onChange({ color: color.toHexString() })}
          onClear={() => onChange({ color: null })}
        />
      </FieldRow>
      <FieldRow label={m.layerOpacity} htmlFor={`${id}-opacity`}>
        <Select
          id={`${id}-opacity`}
          value={layer.opacity ?? ''}
          options={OPACITIES.map((opacity) => ({ value: opacity, label: m.opacities[opacity] }))}
          onChange={(opacity: string) => onChange({ opacity })}
        />
      </FieldRow>
      {layer.annotationType !== 'INTERVAL' && (
        <>
          <FieldRow label={m.lineStyle} htmlFor={`${id}-style`}>
            <Select
              id={`${id}-style`}
              value={layer.style || 'solid'}
              options={LINE_STYLES.map((style) => ({ value: style, label: m.lineStyles[style] }))}
              onChange={(style: string) => onChange({ style })}
            />
          </FieldRow>
          <FieldRow label={m.layerWidth} htmlFor={`${id}-width`}>
            <InputNumber
              id={`${id}-width`}
              min={0}
              value={Number.isFinite(width) ? width : 1}
              onChange={(next) => onChange({ width: typeof next === 'number' ? next : 1 })}
              style={{ width: '100%' }}
            />
          </FieldRow>
        </>
      )}
      {isTimeSeries && (
        <>
          <FieldRow label={m.showMarkers} htmlFor={`${id}-markers`}>
            <Checkbox
              id={`${id}-markers`}
              checked={layer.showMarkers === true}
              onChange={(event) => onChange({ showMarkers: event.target.checked })}
            />
          </FieldRow>
          <FieldRow label={m.hideLine} htmlFor={`${id}-hideLine`}>
            <Checkbox
              id={`${id}-hideLine`}
              checked={layer.hideLine === true}
              onChange={(event) => onChange({ hideLine: event.target.checked })}
            />
          </FieldRow>
        </>
      )}
    </>
  );
}
