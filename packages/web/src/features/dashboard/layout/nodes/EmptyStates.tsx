import { Button, Empty } from 'antd';
import { useAppDispatch } from '../../../../platform/hooks';
import { setEditMode } from '../../state/dashboardSlice';
import { layoutMessages } from '../messages';
import { useCanEditDashboard, useEditMode } from '../useLayoutState';

/** The empty grid: in view mode a pointer to edit mode (for editors); in edit mode a drop hint. */
export function EmptyGrid() {
  const editMode = useEditMode();
  const canEdit = useCanEditDashboard();
  const dispatch = useAppDispatch();
  if (editMode) {
    return (
      <div className="sl-empty-drop sl-empty-grid" data-testid="dashboard-empty-drop">
        <strong>{layoutMessages.emptyDropTitle}</strong>
        <span>{layoutMessages.emptyDropHint}</span>
      </div>
    );
  }
  return (
    <Empty
      className="sl-empty-dashboard"
      data-testid="dashboard-empty"
      description={
        <>
          <div className="sl-empty-title">{layoutMessages.emptyTitle}</div>
          {canEdit && <div>{layoutMessages.emptyEditorHint}</div>}
        </>
      }
    >
      {canEdit && (
        <Button type="link" onClick={() => dispatch(setEditMode(true))}>
          {layoutMessages.editDashboard}
        </Button>
      )}
    </Empty>
  );
}

/** An empty tab. */
export function EmptyTab() {
  const editMode = useEditMode();
  return (
    <div className={editMode ? 'sl-empty-drop' : 'sl-empty-tab'}>
      {editMode ? layoutMessages.emptyTabDrop : layoutMessages.emptyTab}
    </div>
  );
}
