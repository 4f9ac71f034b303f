import type { AnyChartPlugin, ControlPanelSection, ControlSetItem, ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { Collapse, Tabs } from 'antd';
import { isControlVisible, panelState, type PanelControls } from '../state/controlState';
import { exploreMessages } from '../messages';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { ControlContainer } from './ControlContainer';

export interface ControlPanelProps {
  plugin: AnyChartPlugin;
  controls: PanelControls;
  formData: ControlValues;
  datasource: ExploreDatasource | null;
  errors: Readonly<Record<string, string[]>>;
  onChange: (name: string, value: unknown) => void;
}

const itemName = (item: ControlSetItem) =>
  item === null ? null : typeof item === 'string' ? item : item.name;

/** The panel opens with the Chart type section unless the plugin places the picker itself. */
function withChartTypeSection(sections: readonly ControlPanelSection[]): readonly ControlPanelSection[] {
  const placed = sections.some((s) =>
    s.controlSetRows.some((row) => row.some((item) => itemName(item) === 'viz_type')),
  );
  return placed ? sections : [CHART_TYPE_SECTION, ...sections];
}

const CHART_TYPE_SECTION: ControlPanelSection = { label: 'Chart type', controlSetRows: [['viz_type']] };

/** Sections with a control that changes the query go to Data; the rest (how it is drawn) to Customize. */
function splitSections(sections: readonly ControlPanelSection[], controls: PanelControls) {
  const data: ControlPanelSection[] = [];
  const customize: ControlPanelSection[] = [];
  for (const section of sections) {
    const names = section.controlSetRows
      .flat()
      .map(itemName)
      .filter((n): n is string => n !== null);
    (names.some((n) => controls.get(n)?.affects === 'query') ? data : customize).push(section);
  }
  return { data, customize };
}

/** The plugin's control panel: its sections in Data and Customize tabs, rows of controls. */
export function ControlPanel({
  plugin,
  controls,
  formData,
  datasource,
  errors,
  onChange,
}: ControlPanelProps) {
  const state = panelState(formData, datasource);
  const { data, customize } = splitSections(
    withChartTypeSection(plugin.controlPanel.controlPanelSections),
    controls,
  );

  const renderSections = (sections: ControlPanelSection[]) => (
    <Collapse
      key={plugin.metadata.vizType}
      bordered={false}
      size="small"
      defaultActiveKey={sections.filter((s) => s.expanded !== false).map((s) => s.label)}
      items={sections.map((section) => ({
        key: section.label,
        label: <span data-testid={`control-section-${section.label}`}>{section.label}</span>,
        children: section.controlSetRows.map((row, index) => {
          const cells = row
            .map(itemName)
            .filter((name): name is string => name !== null)
            .filter((name) => {
              const config = controls.get(name);
              return config && isControlVisible(config, state);
            });
          if (cells.length === 0) return null;
          return (
            <div className="sl-control-row" key={index}>
              {cells.map((name) => (
                <div className="sl-control-cell" key={name}>
                  {/* One broken control shows its error and leaves the rest of the panel usable. */}
                  <ErrorBoundary region={controls.get(name)!.label}>
                    <ControlContainer
                      name={name}
                      config={controls.get(name)!}
                      value={formData[name]}
                      formData={formData}
                      datasource={datasource}
                      errors={errors[name] ?? []}
                      onChange={onChange}
                    />
                  </ErrorBoundary>
                </div>
              ))}
            </div>
          );
        }),
      }))}
    />
  );

  return (
    <Tabs
      className="sl-control-panel"
      size="small"
      items={[
        { key: 'data', label: exploreMessages.dataTab, children: renderSections(data) },
        ...(customize.length > 0
          ? [{ key: 'customize', label: exploreMessages.customizeTab, children: renderSections(customize) }]
          : []),
      ]}
    />
  );
}
