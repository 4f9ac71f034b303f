import { DashboardChart } from '../../charts/DashboardChart';
import { componentNames } from '../messages';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import type { NodeProps } from './nodeView';
import { SizedFrame } from './SizedFrame';
import { useNodeActions } from './useNodeActions';

/** A saved chart, drawn by the chart holder at the component's grid size. */
export function ChartNode({ id, parentId }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove } = useNodeActions(id);
  if (!node) return null;
  const { chartId } = node.meta;
  const label = node.meta.sliceNameOverride || node.meta.sliceName || componentNames.CHART;
  return (
    <ComponentChrome id={id} type={node.type} label={label} editMode={editMode} onDelete={remove}>
      <SizedFrame node={node} parentId={parentId}>
        {({ width, height }) =>
          typeof chartId === 'number' ? (
            <DashboardChart chartId={chartId} layoutId={id} width={width} height={height} />
          ) : null
        }
      </SizedFrame>
    </ComponentChrome>
  );
}
