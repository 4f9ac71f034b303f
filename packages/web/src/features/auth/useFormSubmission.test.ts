// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormSubmission } from './useFormSubmission';

describe('useFormSubmission', () => {
  it("shows the server's message and allows another try when sending fails", async () => {
    const { result } = renderHook(() =>
      useFormSubmission(async (_values: { username: string }) => {
        throw new Error('Invalid login. Please try again.');
      }),
    );
    await act(() => result.current.submit({ username: 'ada' }));
    expect(result.current.error).toBe('Invalid login. Please try again.');
    expect(result.current.submitting).toBe(false);
  });

  it('stays submitting after success (the page navigates away) and clears an earlier error', async () => {
    let fail = true;
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useFormSubmission(async (values: { username: string }) => {
        sent.push(values.username);
        if (fail) throw new Error('down');
      }),
    );
    await act(() => result.current.submit({ username: 'ada' }));
    fail = false;
    await act(() => result.current.submit({ username: 'bob' }));
    expect(sent).toEqual(['ada', 'bob']);
    expect(result.current.error).toBeNull();
    expect(result.current.submitting).toBe(true);
  });
});
