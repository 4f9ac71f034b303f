import { RedoOutlined, UndoOutlined, WarningOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import {
  discardChanges,
  redoLayout,
  selectCanRedo,
  selectCanUndo,
  selectDashboard,
  undoLayout,
} from '../state/dashboardSlice';
import { saveDashboard } from '../state/dashboardThunks';
import { headerMessages } from './messages';
import { useUndoRedoKeys } from './undoRedoKeys';
import { useDashboardStateFields } from '../state/useDashboardStateFields';

/**
 * Edit mode's buttons: Undo / Redo (also Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), a warning once the undo
 * history is full, Discard (asks first when something changed) and Save.
 */
export function EditModeActions() {
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const [, setSearchParams] = useSearchParams();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const { hasUnsavedChanges, maxUndoHistoryExceeded } = useDashboardStateFields(
    'hasUnsavedChanges',
    'maxUndoHistoryExceeded',
  );
  const { isSaving } = useAppSelector(selectDashboard);

  useUndoRedoKeys(
    true,
    () => dispatch(undoLayout()),
    () => dispatch(redoLayout()),
  );

  // Leaving edit mode drops ?edit=true, so a reload shows the dashboard as saved, in view mode.
  const leaveEditUrl = () =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );

  const discard = () => {
    dispatch(discardChanges());
    leaveEditUrl();
  };

  const confirmDiscard = () => {
    if (!hasUnsavedChanges) {
      discard();
      return;
    }
    modal.confirm({
      title: headerMessages.discardTitle,
      content: headerMessages.discardText,
      okText: headerMessages.discard,
      okButtonProps: { danger: true },
      cancelText: headerMessages.cancel,
      onOk: discard,
    });
  };

  const save = async () => {
    if (await dispatch(saveDashboard())) leaveEditUrl();
  };

  return (
    <Space>
      {maxUndoHistoryExceeded && (
        <Tooltip title={headerMessages.undoLimit}>
          <WarningOutlined
            style={{ color: '#faad14', fontSize: 18 }}
            aria-label={headerMessages.undoLimit}
            data-testid="undo-limit-warning"
          />
        </Tooltip>
      )}
      <Tooltip title={headerMessages.undo}>
        <Button
          icon={<UndoOutlined />}
          disabled={!canUndo}
          onClick={() => dispatch(undoLayout())}
          aria-label={headerMessages.undo}
          data-testid="dashboard-undo"
        />
      </Tooltip>
      <Tooltip title={headerMessages.redo}>
        <Button
          icon={<RedoOutlined />}
          disabled={!canRedo}
          onClick={() => dispatch(redoLayout())}
          aria-label={headerMessages.redo}
          data-testid="dashboard-redo"
        />
      </Tooltip>
      <Button onClick={confirmDiscard} disabled={isSaving} data-testid="dashboard-discard">
        {headerMessages.discard}
      </Button>
      <Button
        type="primary"
        onClick={() => void save()}
        loading={isSaving}
        disabled={isSaving}
        data-testid="dashboard-save"
      >
        {headerMessages.save}
      </Button>
    </Space>
  );
}
