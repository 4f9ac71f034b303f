// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqlLabMessages } from '../messages';
import { TabTitle } from './TabTitle';

afterEach(cleanup);

describe('TabTitle', () => {
  it('renames on double-click: Enter keeps the new name, Escape keeps the old', () => {
    const onRename = vi.fn();
    render(<TabTitle label="Query 1" onRename={onRename} />);
    fireEvent.doubleClick(screen.getByText('Query 1'));
    const input = screen.getByLabelText(sqlLabMessages.tabs.renameLabel);
    fireEvent.change(input, { target: { value: ' Revenue ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledWith('Revenue');
    fireEvent.doubleClick(screen.getByText('Query 1'));
    fireEvent.keyDown(screen.getByLabelText(sqlLabMessages.tabs.renameLabel), { key: 'Escape' });
    expect(screen.getByText('Query 1')).toBeTruthy();
    expect(onRename).toHaveBeenCalledTimes(1);
  });
});
