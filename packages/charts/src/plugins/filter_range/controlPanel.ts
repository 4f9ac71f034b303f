import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { filterSettingsSection } from '../../sdk/nativeFilter/filterControls.js';

/** The range filter has only the settings every filter has. */
export const controlPanel: ControlPanelConfig = { controlPanelSections: [filterSettingsSection()] };
