import { ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../../features/shared/controls/controlTypes';
import { replaceItem } from '../collection/reorder';
import { SortableList } from '../collection/SortableList';
import { EditorPopover } from '../EditorPopover';
import { complexMessages as m } from '../messages';
import { newAnnotationLayer, type AnnotationLayerValue } from './annotationLayerShape';
import { AnnotationLayerForm } from './AnnotationLayerForm';

export interface AnnotationLayerControlProps extends ControlProps<AnnotationLayerValue[]> {
  /**
   * The last annotation query error per layer name (the chart's annotationError); a failed
   * layer shows a danger marker with the error as its tooltip.
   */
  annotationErrors?: Readonly<Record<string, string>>;
}

/**
 * Annotation layers: the chart's layers in drawing order, each edited in a popover; add,
 * remove and reorder. Hidden layers are marked, failed ones carry a danger marker.
 */
export function AnnotationLayerControl({
  name,
  value,
  onChange,
  formData,
  annotationErrors,
}: AnnotationLayerControlProps) {
  // null: closed; -1: the new layer's popover; otherwise the index of the layer being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const layers = Array.isArray(value) ? value : [];
  const form = (index: number, layer: AnnotationLayerValue) => () => (
    <AnnotationLayerForm
      initial={layer}
      otherNames={layers.filter((_, i) => i !== index).map((other) => other.name)}
      colorScheme={typeof formData.color_scheme === 'string' ? formData.color_scheme : null}
      onCancel={() => setEditing(null)}
      onSave={(saved) => {
        setEditing(null);
        onChange(index < 0 ? [...layers, saved] : replaceItem(layers, index, saved));
      }}
    />
  );

  return (
    <div className="complex-control" data-testid={`control-${name}`}>
      <SortableList
        items={layers}
        itemKey={(layer, index) => `${index}-${layer.name}`}
        testId="annotation-layer"
        emptyText={null}
        onChange={onChange}
        renderItem={(layer, index) => {
          const error = annotationErrors?.[layer.name];
          return (
            <>
              <EditorPopover
                open={editing === index}
                onOpenChange={(open) => setEditing(open ? index : null)}
                title={m.annotationLayerTitle}
                content={form(index, layer)}
              >
                <Button type="link" size="small" className="complex-control-item-label">
                  {layer.name}
                </Button>
              </EditorPopover>
              <span className="complex-control-item-note">
                {m.annotationTypes[layer.annotationType] ?? ''}
              </span>
              {layer.show === false && <Tag>{m.layerHidden}</Tag>}
              {error && (
                <Tooltip title={error}>
                  <ExclamationCircleFilled
                    className="complex-control-danger"
                    aria-label={m.annotationErrorLabel(layer.name)}
                    data-testid={`annotation-layer-error-${index}`}
                  />
                </Tooltip>
              )}
            </>
          );
        }}
      />
      <EditorPopover
        open={editing === -1}
        onOpenChange={(open) => setEditing(open ? -1 : null)}
        title={m.newAnnotationLayer}
        block
        content={form(-1, newAnnotationLayer())}
      >
        <Button size="small" type="dashed" block icon={<PlusOutlined />} data-testid="annotation-layer-add">
          {m.addAnnotationLayer}
        </Button>
      </EditorPopover>
    </div>
  );
}
