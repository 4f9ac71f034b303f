import { EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { selectDashboardInfo, setEditMode } from '../state/dashboardSlice';
import { CssEditorModal } from './CssEditorModal';
import { DashboardTitleBlock } from './DashboardTitleBlock';
import { EditModeActions } from './EditModeActions';
import { HeaderActionsMenu, type HeaderModal } from './HeaderActionsMenu';
import { headerMessages } from './messages';
import { PropertiesModal } from './PropertiesModal';
import { RefreshIntervalModal } from './RefreshIntervalModal';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import './dashboardHeader.css';
import { useDashboardStateFields } from '../state/useDashboardStateFields';

/**
 * The dashboard's header: title block on the left; on the right, "Edit dashboard" (only with
 * dash_edit_perm) in view mode or the edit actions in edit mode, and the "…" menu. Guards against
 * leaving with unsaved changes.
 */
export function DashboardHeader() {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDashboardInfo);
  const { editMode, hasUnsavedChanges } = useDashboardStateFields('editMode', 'hasUnsavedChanges');
  const [modal, setModal] = useState<HeaderModal | null>(null);
  useUnsavedChangesGuard(hasUnsavedChanges);
  if (!info) return null;
  const close = () => setModal(null);

  return (
    <header className="sl-dashboard-header" data-testid="dashboard-header">
      <DashboardTitleBlock />
      <Space className="sl-dashboard-header-actions">
        {editMode ? (
          <EditModeActions />
        ) : (
          info.dash_edit_perm && (
            <Button
              icon={<EditOutlined />}
              onClick={() => dispatch(setEditMode(true))}
              data-testid="edit-dashboard"
            >
              {headerMessages.editDashboard}
            </Button>
          )
        )}
        <HeaderActionsMenu onOpenModal={setModal} />
      </Space>
      {modal === 'refresh' && <RefreshIntervalModal onClose={close} />}
      {modal === 'properties' && <PropertiesModal onClose={close} />}
      {modal === 'css' && <CssEditorModal onClose={close} />}
    </header>
  );
}
