// @vitest-environment jsdom
import '../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, errorReportText } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it("replaces a crashed region with 'Unexpected error: ' and the message, and can be hidden", () => {
    // React logs caught render errors; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>Other region</p>
        <ErrorBoundary region="Charts">
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    spy.mockRestore();
    const alert = screen.getByRole('alert', { name: 'Charts error' });
    expect(alert.textContent).toContain('Unexpected error: boom');
    expect(screen.getByText('Stack trace')).toBeTruthy();
    expect(screen.getByText('Other region')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies the message with its stack', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at Broken';
    expect(errorReportText(error, '\n    in Charts')).toBe(
      'Unexpected error: boom\nError: boom\n    at Broken\n\n    in Charts',
    );
  });
});
