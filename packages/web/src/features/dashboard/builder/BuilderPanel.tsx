import { Tabs } from 'antd';
import './builderPanel.css';
import { LayoutElementList } from './LayoutElementList';
import { builderMessages } from './messages';
import { SavedChartList } from './SavedChartList';

/**
 * The edit-mode side panel: layout elements and saved charts to drag onto the dashboard. It must sit in
 * the same DashboardDndProvider as the DashboardLayoutView.
 */
export function BuilderPanel() {
  return (
    <aside className="sl-builder-panel" data-testid="dashboard-builder-panel">
      <Tabs
        defaultActiveKey="charts"
        items={[
          { key: 'charts', label: builderMessages.charts, children: <SavedChartList /> },
          { key: 'layout', label: builderMessages.layoutElements, children: <LayoutElementList /> },
        ]}
      />
    </aside>
  );
}
