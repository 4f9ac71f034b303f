import { fireEvent, screen, waitFor } from '@testing-library/react';

const openDropdowns = () => [
  ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
];

/**
 * Opens the antd select labelled `label` and clicks its option showing `option`. Dropdowns live in
 * portals and an earlier one may still be closing, so the one that opened now is the one searched.
 * Tests only.
 */
export async function chooseOption(label: string, option: string) {
  const before = new Set(openDropdowns());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const open = openDropdowns();
    const dropdown = open.find((element) => !before.has(element)) ?? open.at(-1);
    const found = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].find(
      (element) => element.textContent === option,
    );
    if (!found) throw new Error(`No option ${option} in ${label}`);
    return found;
  });
  fireEvent.click(item);
}
