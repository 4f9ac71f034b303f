import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { selectDashboardState, updateCss } from '../state/dashboardSlice';
import { headerMessages } from './messages';

/**
 * The dashboard's CSS, previewed as it is typed (each change goes to the store, which the page injects);
 * Cancel puts back what was there when the editor opened. Saved with the dashboard.
 */
export function CssEditorModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { css } = useAppSelector(selectDashboardState);
  const [original] = useState(css);

  const cancel = () => {
    if (css !== original) dispatch(updateCss(original));
    onClose();
  };

  return (
    <Modal
      open
      title={headerMessages.cssTitle}
      okText={headerMessages.done}
      cancelText={headerMessages.cancel}
      onOk={onClose}
      onCancel={cancel}
      width={720}
      data-testid="css-editor-modal"
    >
      <label htmlFor="sl-dashboard-css">{headerMessages.cssLabel}</label>
      <Input.TextArea
        id="sl-dashboard-css"
        className="sl-code-textarea"
        value={css}
        onChange={(event) => dispatch(updateCss(event.target.value))}
        autoSize={{ minRows: 12, maxRows: 30 }}
        spellCheck={false}
        data-testid="dashboard-css-editor"
      />
      <Typography.Text type="secondary">{headerMessages.cssHelp}</Typography.Text>
    </Modal>
  );
}
