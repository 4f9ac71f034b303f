import { fireEvent, render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

/** Renders without antd motion: a closed popover leaves at once (jsdom never ends the leave animation). */
export function renderWithoutMotion(ui: ReactElement) {
  return render(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);
}

/** Opens an antd Select (its combobox input) and clicks the option with exactly this text in its dropdown. */
export async function pickOption(combobox: HTMLElement, text: string): Promise<void> {
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const listId = combobox.getAttribute('aria-controls');
    const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
    if (!dropdown) throw new Error('The select did not open');
    const found = [...dropdown.querySelectorAll('.ant-select-item-option')].find(
      (candidate) => candidate.textContent?.trim() === text,
    );
    if (!found) throw new Error(`No option ${text}`);
    return found;
  });
  fireEvent.click(option);
}
