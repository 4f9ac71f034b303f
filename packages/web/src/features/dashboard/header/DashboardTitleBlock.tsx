import { SafetyCertificateFilled } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { formatMessage } from '../../../ui/formatMessage';
import { selectDashboardInfo, setDashboardTitle } from '../state/dashboardSlice';
import { savePublished } from '../state/dashboardThunks';
import { FavoriteToggle } from './FavoriteToggle';
import { headerMessages } from './messages';
import { modifiedAt, modifiedText } from './modifiedAt';
import { useDashboardStateFields } from '../state/useDashboardStateFields';

/** Published / Draft; owners who may save click it to switch right away (not part of the edit). */
function PublishedTag({ published, canToggle }: { published: boolean; canToggle: boolean }) {
  const dispatch = useAppDispatch();
  const tooltip = canToggle
    ? published
      ? headerMessages.publishedTooltip
      : headerMessages.draftTooltip
    : published
      ? headerMessages.publishedReadOnly
      : headerMessages.draftReadOnly;
  const tag = (
    <Tag
      color={published ? 'green' : 'default'}
      data-testid="dashboard-published"
      role={canToggle ? 'button' : undefined}
      tabIndex={canToggle ? 0 : undefined}
      style={canToggle ? { cursor: 'pointer' } : undefined}
      onClick={canToggle ? () => void dispatch(savePublished(!published)) : undefined}
      onKeyDown={
        canToggle
          ? (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                void dispatch(savePublished(!published));
              }
            }
          : undefined
      }
    >
      {published ? headerMessages.published : headerMessages.draft}
    </Tag>
  );
  return <Tooltip title={tooltip}>{tag}</Tooltip>;
}

/** Title (editable in edit mode), favorite star, published tag, certification and "Modified … by …". */
export function DashboardTitleBlock() {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDashboardInfo);
  const { editMode, isPublished, lastModifiedTime } = useDashboardStateFields(
    'editMode',
    'isPublished',
    'lastModifiedTime',
  );
  if (!info) return null;
  const title = info.dashboard_title || headerMessages.untitled;
  const modified = modifiedAt(info.changed_on, lastModifiedTime);

  return (
    <div className="sl-dashboard-title-block">
      <Space size={4} align="center" wrap>
        <Typography.Title
          level={3}
          style={{ margin: 0 }}
          data-testid="dashboard-title"
          editable={
            editMode
              ? {
                  tooltip: headerMessages.editTitle,
                  triggerType: ['text', 'icon'],
                  text: info.dashboard_title,
                  // An emptied title keeps the old one: a dashboard always has a name.
                  onChange: (next) => {
                    const trimmed = next.trim();
                    if (trimmed && trimmed !== info.dashboard_title) dispatch(setDashboardTitle(trimmed));
                  },
                }
              : false
          }
        >
          {title}
        </Typography.Title>
        {info.certified_by && (
          <Tooltip
            title={
              <>
                <div>{formatMessage(headerMessages.certifiedBy, info.certified_by)}</div>
                {info.certification_details && <div>{info.certification_details}</div>}
              </>
            }
          >
            <SafetyCertificateFilled
              style={{ color: '#1677ff', fontSize: 18 }}
              aria-label={formatMessage(headerMessages.certifiedBy, info.certified_by)}
              data-testid="dashboard-certified"
            />
          </Tooltip>
        )}
        {info.userId !== null && <FavoriteToggle dashboardId={info.id} title={title} />}
        <PublishedTag published={isPublished} canToggle={info.dash_edit_perm && info.dash_save_perm} />
      </Space>
      {modified && (
        <Typography.Text type="secondary" className="sl-dashboard-modified" data-testid="dashboard-modified">
          {modifiedText(modified, info.changed_by_name)}
        </Typography.Text>
      )}
    </div>
  );
}
