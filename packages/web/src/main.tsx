import { Button, Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { apiClient } from './platform/apiClient';
import { loadBootstrap } from './platform/bootstrap';
import { appMessages } from './platform/messages';
import { createStore } from './app/store';
import './app/app.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const bootstrap = await loadBootstrap(document, apiClient);
    root.render(
      <StrictMode>
        <App store={createStore(bootstrap)} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <Result
        status="error"
        title={appMessages.serverUnreachable}
        subTitle={error instanceof Error ? error.message : String(error)}
        extra={<Button onClick={() => window.location.reload()}>{appMessages.tryAgain}</Button>}
      />,
    );
  }
}

void start();
