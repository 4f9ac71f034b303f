import { EditOutlined, RedoOutlined, SaveOutlined, ShareAltOutlined, UndoOutlined } from '@ant-design/icons';
import type { ExploreSlice } from '@sightline/core';
import { App, Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import { errorText } from '../../platform/api';
import { copyText } from '../../features/shared/copyText';
import { useCreateExplorePermalinkMutation } from '../../features/shared/explorePermalinkApi';
import { exploreMessages } from './messages';

export interface ExploreHeaderProps {
  slice: ExploreSlice | null;
  formData: Record<string, unknown>;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  /** Opens the chart properties (only for saved charts the user may edit). */
  onEditProperties: (() => void) | null;
}

/** The chart's name, undo/redo, Save, Share (permalink) and chart properties. */
export function ExploreHeader({
  slice,
  formData,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onSave,
  onEditProperties,
}: ExploreHeaderProps) {
  const { message } = App.useApp();
  const [createPermalink] = useCreateExplorePermalinkMutation();

  const copyPermalink = async () => {
    try {
      const urlParams: [string, string][] = slice ? [['slice_id', String(slice.slice_id)]] : [];
      const { url } = await createPermalink({ formData, urlParams }).unwrap();
      if (await copyText(url)) message.success(exploreMessages.linkCopied);
      else message.error(exploreMessages.copyUnsupported);
    } catch (error) {
      message.error(exploreMessages.permalinkFailed(errorText(error)));
    }
  };

  return (
    <div className="sl-explore-header">
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="chart-title">
          {slice?.slice_name ?? exploreMessages.untitled}
        </Typography.Title>
        {onEditProperties && (
          <Tooltip title={exploreMessages.editProperties}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={onEditProperties}
              aria-label={exploreMessages.editProperties}
              data-testid="edit-properties"
            />
          </Tooltip>
        )}
      </Space>
      <Space>
        <Tooltip title={exploreMessages.undo}>
          <Button
            icon={<UndoOutlined />}
            disabled={!canUndo}
            onClick={onUndo}
            aria-label={exploreMessages.undo}
            data-testid="explore-undo"
          />
        </Tooltip>
        <Tooltip title={exploreMessages.redo}>
          <Button
            icon={<RedoOutlined />}
            disabled={!canRedo}
            onClick={onRedo}
            aria-label={exploreMessages.redo}
            data-testid="explore-redo"
          />
        </Tooltip>
        <Dropdown
          menu={{
            items: [
              {
                key: 'permalink',
                label: <span data-testid="copy-permalink">{exploreMessages.copyPermalink}</span>,
              },
            ],
            onClick: () => void copyPermalink(),
          }}
        >
          <Button icon={<ShareAltOutlined />} data-testid="explore-share">
            {exploreMessages.share}
          </Button>
        </Dropdown>
        <Button type="primary" icon={<SaveOutlined />} onClick={onSave} data-testid="explore-save">
          {exploreMessages.save}
        </Button>
      </Space>
    </div>
  );
}
