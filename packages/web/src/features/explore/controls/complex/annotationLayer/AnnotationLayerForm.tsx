import { Checkbox, Divider, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { FieldRow, PopoverForm } from '../FieldRow';
import { complexMessages as m } from '../messages';
import {
  ANNOTATION_TYPES,
  layerToSave,
  validateAnnotationLayer,
  withAnnotationType,
  type AnnotationLayerErrors,
  type AnnotationLayerValue,
  type AnnotationType,
} from './annotationLayerShape';
import { AnnotationSourceFields } from './AnnotationSourceFields';
import { AnnotationStyleFields } from './AnnotationStyleFields';

export interface AnnotationLayerFormProps {
  initial: AnnotationLayerValue;
  /** The names of the other layers: a layer's name keys its data, so names must differ. */
  otherNames: readonly string[];
  /** The chart's categorical color scheme, for the color presets. */
  colorScheme?: string | null;
  onSave: (layer: AnnotationLayerValue) => void;
  onCancel: () => void;
}

/** One annotation layer's form: name, visibility, type, its formula or source chart, and its style. */
export function AnnotationLayerForm({
  initial,
  otherNames,
  colorScheme,
  onSave,
  onCancel,
}: AnnotationLayerFormProps) {
  const [layer, setLayer] = useState<AnnotationLayerValue>(initial);
  const [errors, setErrors] = useState<AnnotationLayerErrors>({});
  const id = useId();
  const change = (patch: Partial<AnnotationLayerValue>) => setLayer((current) => ({ ...current, ...patch }));
  const apply = () => {
    const found = validateAnnotationLayer(layer, otherNames);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(layerToSave(layer));
  };
  const showsLabel = layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL';

  return (
    <PopoverForm
      testId="annotation-layer-form"
      wide
      secondary={{ label: m.cancel, onClick: onCancel }}
      primary={{ label: m.apply, onClick: apply, testId: 'annotation-layer-save' }}
    >
      <FieldRow label={m.layerName} htmlFor={`${id}-name`} error={errors.name} required>
        <Input
          id={`${id}-name`}
          value={layer.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </FieldRow>
      <div className="complex-control-checkboxes">
        <Checkbox checked={layer.show !== false} onChange={(event) => change({ show: event.target.checked })}>
          {m.layerShow}
        </Checkbox>
        {showsLabel && (
          <Checkbox
            checked={layer.showLabel === true}
            onChange={(event) => change({ showLabel: event.target.checked })}
          >
            {m.layerShowLabel}
          </Checkbox>
        )}
      </div>
      <FieldRow label={m.annotationType} htmlFor={`${id}-type`}>
        <Select
          id={`${id}-type`}
          value={layer.annotationType}
          options={ANNOTATION_TYPES.map((type) => ({ value: type, label: m.annotationTypes[type] }))}
          onChange={(type: AnnotationType) => {
            setErrors({});
            setLayer((current) => withAnnotationType(current, type));
          }}
        />
      </FieldRow>
      {layer.annotationType === 'FORMULA' ? (
        <FieldRow
          label={m.formula}
          description={m.formulaHelp}
          htmlFor={`${id}-formula`}
          error={errors.value}
          required
        >
          <Input
            id={`${id}-formula`}
            value={String(layer.value ?? '')}
            placeholder="y = 2*x + 100"
            onChange={(event) => change({ value: event.target.value })}
          />
        </FieldRow>
      ) : (
        <AnnotationSourceFields id={id} layer={layer} errors={errors} onChange={change} />
      )}
      <Divider plain titlePlacement="start">
        {m.layerStyle}
      </Divider>
      <AnnotationStyleFields id={id} layer={layer} colorScheme={colorScheme} onChange={change} />
    </PopoverForm>
  );
}
