/** Whether the popover holding this test id is shown (antd keeps a closing popover in the page). */
export function isPopoverShown(testId: string): boolean {
  const element = document.querySelector(`[data-testid="${testId}"]`);
  const popover = element?.closest('.ant-popover');
  if (!element || !popover) return false;
  return !/-leave|ant-popover-hidden/.test(popover.className);
}
