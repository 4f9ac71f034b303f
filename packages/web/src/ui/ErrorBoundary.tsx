import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Collapse, Space, Typography } from 'antd';
import { uiMessages } from './messages';

interface Props {
  /** Names the region in the accessible label, e.g. "Header" or "Charts list". */
  region: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  componentStack: string;
  hidden: boolean;
  copied: boolean;
}

/** The text the copy button puts on the clipboard: message, stack and React's component stack. */
export function errorReportText(error: Error, componentStack: string): string {
  return [`${uiMessages.unexpectedError}${error.message}`, error.stack ?? '', componentStack]
    .filter(Boolean)
    .join('\n');
}

/**
 * Replaces a crashing region with 'Unexpected error: <message>' plus a copy button and a collapsible
 * stack trace, so one broken region never blanks the whole app. The notice can be hidden.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: '', hidden: false, copied: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), hidden: false, copied: false };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  private copy = async () => {
    const { error, componentStack } = this.state;
    if (!error) return;
    try {
      await navigator.clipboard.writeText(errorReportText(error, componentStack));
      this.setState({ copied: true });
    } catch {
      window.alert(uiMessages.copyNotSupported);
    }
  };

  override render() {
    const { error, componentStack, hidden, copied } = this.state;
    if (!error) return this.props.children;
    if (hidden) return null;
    const stack = [error.stack, componentStack].filter(Boolean).join('\n');
    return (
      <Alert
        role="alert"
        aria-label={`${this.props.region} error`}
        type="error"
        showIcon
        style={{ margin: 16 }}
        title={`${uiMessages.unexpectedError}${error.message}`}
        description={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space>
              <Button size="small" onClick={() => void this.copy()}>
                {copied ? uiMessages.errorCopied : uiMessages.copyError}
              </Button>
              <Button size="small" onClick={() => this.setState({ hidden: true })}>
                {uiMessages.hideError}
              </Button>
            </Space>
            {stack && (
              <Collapse
                size="small"
                items={[
                  {
                    key: 'stack',
                    label: uiMessages.showStackTrace,
                    children: (
                      <Typography.Paragraph>
                        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{stack}</pre>
                      </Typography.Paragraph>
                    ),
                  },
                ]}
              />
            )}
          </Space>
        }
      />
    );
  }
}
