import { VizTypeControl } from '../../../charts/gallery/VizTypeControl';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';

/** The 'Chart type' control: the gallery's button and modal, wired to the form data. */
export function VizTypeExploreControl({ name, value, onChange }: ControlProps<string>) {
  return (
    <div data-testid={controlTestId(name)}>
      <VizTypeControl value={value ?? null} onChange={onChange} />
    </div>
  );
}
