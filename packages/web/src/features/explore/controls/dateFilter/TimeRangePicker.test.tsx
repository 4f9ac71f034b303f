// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../platform/apiClient';
import { createFakeServer, type RecordedCall } from '../../../../testing/fakeServer';
import { DateFilterControl } from './DateFilterControl';
import { TimeRangePicker } from '../../../../features/shared/timeRange/TimeRangePicker';

const now = () => new Date('2024-03-13T15:45:30Z');

/** What the server answers for each time range; anything else is refused like the grammar would. */
const RESOLVED: Record<string, [string, string]> = {
  'No filter': ['', ''],
  'Last day': ['2024-03-12T00:00:00', '2024-03-13T00:00:00'],
  'Last week': ['2024-03-06T00:00:00', '2024-03-13T00:00:00'],
  'Last quarter': ['2023-12-13T00:00:00', '2024-03-13T00:00:00'],
  'Last year': ['2023-03-13T00:00:00', '2024-03-13T00:00:00'],
  'previous calendar week': ['2024-03-04T00:00:00', '2024-03-11T00:00:00'],
  'DATEADD(DATETIME("2024-03-13T00:00:00"), -7, day) : 2024-03-13T00:00:00': [
    '2024-03-06T00:00:00',
    '2024-03-13T00:00:00',
  ],
  'Last 5 days : ': ['2024-03-08T00:00:00', ''],
  'DATEADD(DATETIME("now"), -3, week) : DATEADD(DATETIME("now"), 7, day)': [
    '2024-02-21T15:45:30',
    '2024-03-20T15:45:30',
  ],
  ' : ': ['', ''],
};

function timeRangeAnswer(call: RecordedCall) {
  const timeRange = call.q as string;
  const resolved = RESOLVED[timeRange];
  if (!resolved) return { status: 400, body: { message: `Unable to parse time range [${timeRange}]` } };
  return { body: { result: [{ since: resolved[0], until: resolved[1], timeRange }] } };
}

function renderPicker(value: string) {
  const server = createFakeServer({ 'GET /api/v1/time_range/': timeRangeAnswer });
  vi.stubGlobal('fetch', server.fetchFn);
  const onChange = vi.fn();
  render(<TimeRangePicker value={value} onChange={onChange} now={now} />);
  return { server, onChange };
}

const trigger = () => screen.getByTestId('time-range-trigger');
const popover = () => screen.getByTestId('time-range-popover');
const apply = () => screen.getByTestId('time-range-apply') as HTMLButtonElement;
const actual = () => screen.getByTestId('time-range-actual');
/** Closed: gone, hidden, or leaving (antd keeps the last content during its leave motion). */
const popoverClosed = () => {
  const root = screen.queryByTestId('time-range-popover')?.closest('.ant-popover');
  if (root && !/ant-popover-hidden|-leave/.test(root.className)) throw new Error('The popover is open');
};
const popoverOpen = () => expect(popoverClosed).toThrow('The popover is open');
const previewCalls = (server: { calls: RecordedCall[] }) =>
  server.calls.filter((call) => call.path === '/api/v1/time_range/').map((call) => call.q);

async function openPopover() {
  fireEvent.click(trigger());
  await screen.findByText('Edit time range');
  return popover();
}

/** Picks an option of the antd select with this test id by its label. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label,
    );
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  fireEvent.click(option);
  // Choosing in the select's own popup is not a click outside the popover.
  popoverOpen();
}

const selectedLabel = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('combobox').closest('.ant-select')?.textContent;

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TimeRangePicker', () => {
  it('shows the saved name with the actual range in its tooltip', async () => {
    renderPicker('Last quarter');
    expect(trigger().textContent).toBe('Last quarter');
    fireEvent.mouseEnter(trigger().parentElement!);
    const tooltip = await screen.findByTestId('time-range-tooltip');
    await waitFor(() => expect(tooltip.textContent).toBe('2023-12-13 ≤ col < 2024-03-13'));
  });

  it('opens "Edit time range" 600px wide on the saved type; switching to Last defaults to Last week', async () => {
    const { server, onChange } = renderPicker('No filter');
    await openPopover();
    const root = popover().closest('.ant-popover') as HTMLElement;
    expect(root.style.width).toBe('600px');
    expect(selectedLabel('time-range-type')).toBe('No filter');
    await waitFor(() => expect(actual().textContent).toBe('-∞ ≤ col < ∞'));

    await choose('time-range-type', 'Last');
    const lastWeek = within(screen.getByTestId('time-range-last-options')).getByLabelText('Last week');
    expect((lastWeek as HTMLInputElement).checked).toBe(true);
    expect(
      within(screen.getByTestId('time-range-last-options'))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year']);
    await waitFor(() => expect(actual().textContent).toBe('2024-03-06 ≤ col < 2024-03-13'));
    expect(previewCalls(server)).toContain('Last week');
    await waitFor(() => expect(apply().disabled).toBe(false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('Last week');
    await waitFor(popoverClosed);
  });

  it('switching to Previous defaults to the previous calendar week', async () => {
    const { onChange } = renderPicker('Last day');
    await openPopover();
    expect(selectedLabel('time-range-type')).toBe('Last');
    await choose('time-range-type', 'Previous');
    const week = within(screen.getByTestId('time-range-previous-options')).getByLabelText(
      'previous calendar week',
    );
    expect((week as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(apply().disabled).toBe(false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('previous calendar week');
  });

  it('CANCEL discards the draft, and reopening starts from the saved value', async () => {
    const { onChange } = renderPicker('Last quarter');
    await openPopover();
    fireEvent.click(within(screen.getByTestId('time-range-last-options')).getByLabelText('Last year'));
    await waitFor(() => expect(actual().textContent).toBe('2023-03-13 ≤ col < 2024-03-13'));
    fireEvent.click(screen.getByTestId('time-range-cancel'));
    await waitFor(popoverClosed);
    expect(onChange).not.toHaveBeenCalled();

    await openPopover();
    const quarter = within(screen.getByTestId('time-range-last-options')).getByLabelText('Last quarter');
    expect((quarter as HTMLInputElement).checked).toBe(true);
  });

  it('Escape closes without saving', async () => {
    const { onChange } = renderPicker('Last quarter');
    await openPopover();
    fireEvent.click(within(screen.getByTestId('time-range-last-options')).getByLabelText('Last day'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(popoverClosed);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the server error for an invalid Advanced range and keeps APPLY disabled', async () => {
    const { server, onChange } = renderPicker('Last 5 days');
    await openPopover();
    // An Advanced value with only a 'Last…' prefix is normalised to have a missing end.
    expect(selectedLabel('time-range-type')).toBe('Advanced');
    const start = screen.getByTestId('time-range-advanced-start') as HTMLInputElement;
    expect(start.value).toBe('Last 5 days');
    expect((screen.getByTestId('time-range-advanced-end') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(actual().textContent).toBe('2024-03-08 ≤ col < ∞'));
    expect(apply().disabled).toBe(false);

    // Typing fast asks once, for the last text (debounced; replaced requests are aborted).
    fireEvent.change(start, { target: { value: 'yesterd' } });
    fireEvent.change(start, { target: { value: 'yesterda' } });
    fireEvent.change(start, { target: { value: 'yesterdayy' } });
    expect(apply().disabled).toBe(true);
    const error = await screen.findByTestId('time-range-error');
    expect(error.textContent?.trim()).toBe('Unable to parse time range [yesterdayy : ]');
    expect(apply().disabled).toBe(true);
    expect(previewCalls(server).filter((q) => String(q).startsWith('yesterd'))).toEqual(['yesterdayy : ']);
    fireEvent.click(apply());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Custom starts from 7 days before today until today, and offers Anchor to when both ends are relative', async () => {
    const { onChange } = renderPicker('No filter');
    await openPopover();
    await choose('time-range-type', 'Custom');
    expect(selectedLabel('time-range-start-mode')).toBe('Relative Date/Time');
    expect(selectedLabel('time-range-end-mode')).toBe('Specific Date/Time');
    expect((screen.getByTestId('time-range-start-quantity') as HTMLInputElement).value).toBe('7');
    expect(selectedLabel('time-range-start-unit')).toBe('Days Before');
    expect(screen.queryByTestId('time-range-anchor')).toBeNull();
    await waitFor(() => expect(actual().textContent).toBe('2024-03-06 ≤ col < 2024-03-13'));

    await choose('time-range-end-mode', 'Relative Date/Time');
    expect(selectedLabel('time-range-end-unit')).toBe('Days After');
    const anchor = screen.getByTestId('time-range-anchor');
    expect((within(anchor).getByLabelText('NOW') as HTMLInputElement).checked).toBe(true);
    expect(within(anchor).getByLabelText('Date/Time')).toBeTruthy();
    await choose('time-range-start-unit', 'Weeks Before');
    fireEvent.change(screen.getByTestId('time-range-start-quantity'), { target: { value: '3' } });
    await waitFor(() => expect(actual().textContent).toBe('2024-02-21T15:45:30 ≤ col < 2024-03-20T15:45:30'));
    expect(apply().disabled).toBe(false);
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith(
      'DATEADD(DATETIME("now"), -3, week) : DATEADD(DATETIME("now"), 7, day)',
    );
  });

  it('reopens a saved custom range on Custom with its fields decoded', async () => {
    renderPicker('DATEADD(DATETIME("now"), -3, week) : DATEADD(DATETIME("now"), 7, day)');
    await waitFor(() =>
      expect(trigger().textContent).toBe('2024-02-21T15:45:30 ≤ col < 2024-03-20T15:45:30'),
    );
    await openPopover();
    expect(selectedLabel('time-range-type')).toBe('Custom');
    expect(selectedLabel('time-range-start-mode')).toBe('Relative Date/Time');
    expect((screen.getByTestId('time-range-start-quantity') as HTMLInputElement).value).toBe('3');
    expect(selectedLabel('time-range-start-unit')).toBe('Weeks Before');
    expect((screen.getByTestId('time-range-end-quantity') as HTMLInputElement).value).toBe('7');
    expect(popover().textContent).toContain('Anchor to');
  });

  it('says Default value is required in the error variant', () => {
    vi.stubGlobal('fetch', createFakeServer({ 'GET /api/v1/time_range/': timeRangeAnswer }).fetchFn);
    render(<TimeRangePicker value="No filter" onChange={() => undefined} status="error" now={now} />);
    expect(trigger().textContent).toBe('Default value is required');
  });
});

describe('DateFilterControl', () => {
  it("shows the control's default when the form data has no value, and saves what APPLY gives", async () => {
    const server = createFakeServer({ 'GET /api/v1/time_range/': timeRangeAnswer });
    vi.stubGlobal('fetch', server.fetchFn);
    const onChange = vi.fn();
    render(
      <DateFilterControl
        name="time_range"
        config={{ type: 'DateFilterControl', label: 'Time range', affects: 'query', default: 'No filter' }}
        value={undefined}
        onChange={onChange}
        formData={{}}
        datasource={null}
        errors={[]}
      />,
    );
    expect(trigger().textContent).toBe('No filter');
    await openPopover();
    await choose('time-range-type', 'Last');
    await waitFor(() => expect(apply().disabled).toBe(false));
    await act(async () => fireEvent.click(apply()));
    expect(onChange).toHaveBeenCalledWith('Last week');
  });
});
