import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { filterBoxesShown } from '../filterBox/filterBoxMigrationStep';
import { FilterScopeEditorModal } from '../filterBox/scopeEditor/FilterScopeEditorModal';
import { scopeEditorMessages } from '../filterBox/scopeEditor/messages';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';
import { CrossFilterScopingModal } from '../filters/scope/CrossFilterScopingModal';
import { scopeMessages } from '../filters/scope/messages';
import { selectDashboardInfo } from '../state/dashboardSlice';
import { refreshDashboardCharts } from '../state/dashboardThunks';
import { headerMenuKeys, type HeaderMenuKey } from './headerMenu';
import { headerMessages } from './messages';
import { useDashboardDownloads } from './useDashboardDownloads';
import { useDashboardShare } from './useDashboardShare';
import { useDashboardStateFields } from '../state/useDashboardStateFields';

export type HeaderModal = 'refresh' | 'properties' | 'css';

/** The URL parameter that hides the app's chrome (the lead's layout reads it); 1 as in Superset. */
export const STANDALONE_PARAM = 'standalone';

/** The header's "…" menu: its entries depend on the mode and the user's permissions (headerMenuKeys). */
export function HeaderActionsMenu({ onOpenModal }: { onOpenModal: (modal: HeaderModal) => void }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDashboardInfo);
  const { editMode, filterboxMigrationState } = useDashboardStateFields(
    'editMode',
    'filterboxMigrationState',
  );
  const hasFilterBoxes = useAppSelector((state) => Object.keys(state.dashboard.dashboardFilters).length > 0);
  const [searchParams, setSearchParams] = useSearchParams();
  const { copyPermalink, emailPermalink } = useDashboardShare();
  const { downloadImage, downloadPdf } = useDashboardDownloads();
  const crossFiltersOn = useAppSelector((state) => selectDataMaskFlags(state).crossFilters);
  const [scopingOpen, setScopingOpen] = useState(false);
  const [filterMappingOpen, setFilterMappingOpen] = useState(false);
  if (!info) return null;
  const standalone = !!searchParams.get(STANDALONE_PARAM) && searchParams.get(STANDALONE_PARAM) !== '0';

  const toggleFullscreen = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (standalone) next.delete(STANDALONE_PARAM);
      else next.set(STANDALONE_PARAM, '1');
      return next;
    });

  const entries: Record<HeaderMenuKey, NonNullable<MenuProps['items']>[number]> = {
    refresh: { key: 'refresh', label: headerMessages.refreshDashboard },
    autoRefresh: { key: 'autoRefresh', label: headerMessages.autoRefresh },
    fullscreen: {
      key: 'fullscreen',
      label: standalone ? headerMessages.exitFullscreen : headerMessages.enterFullscreen,
    },
    editProperties: { key: 'editProperties', label: headerMessages.editProperties },
    editCss: { key: 'editCss', label: headerMessages.editCss },
    download: {
      key: 'download',
      type: 'group',
      label: headerMessages.download,
      children: [
        { key: 'downloadPdf', label: headerMessages.exportPdf },
        { key: 'downloadImage', label: headerMessages.downloadImage },
      ],
    },
    share: {
      key: 'share',
      type: 'group',
      label: headerMessages.share,
      children: [
        { key: 'copyPermalink', label: headerMessages.copyPermalink },
        { key: 'emailPermalink', label: headerMessages.emailPermalink },
      ],
    },
    filterMapping: { key: 'filterMapping', label: scopeEditorMessages.menuItem },
    crossFilterScoping: { key: 'crossFilterScoping', label: scopeMessages.menuItem },
  };
  const actions: Record<string, () => void> = {
    refresh: () => dispatch(refreshDashboardCharts({ force: true })),
    autoRefresh: () => onOpenModal('refresh'),
    fullscreen: toggleFullscreen,
    editProperties: () => onOpenModal('properties'),
    editCss: () => onOpenModal('css'),
    downloadPdf: () => void downloadPdf(),
    downloadImage: () => void downloadImage(),
    copyPermalink: () => void copyPermalink(),
    emailPermalink: () => void emailPermalink(),
    filterMapping: () => setFilterMappingOpen(true),
    crossFilterScoping: () => setScopingOpen(true),
  };
  const keys = headerMenuKeys({
    editMode,
    canEdit: info.dash_edit_perm,
    canShare: info.dash_share_perm,
    crossFilters: crossFiltersOn,
    filterBoxes: hasFilterBoxes && filterBoxesShown(filterboxMigrationState),
  });

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: keys.map((key) => entries[key]),
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <Button
          icon={<EllipsisOutlined />}
          aria-label={headerMessages.moreActions}
          data-testid="dashboard-header-menu"
        />
      </Dropdown>
      {scopingOpen && <CrossFilterScopingModal onClose={() => setScopingOpen(false)} />}
      {filterMappingOpen && <FilterScopeEditorModal onClose={() => setFilterMappingOpen(false)} />}
    </>
  );
}
