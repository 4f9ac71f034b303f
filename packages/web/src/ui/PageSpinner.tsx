import { Flex, Spin } from 'antd';
import { uiMessages } from './messages';

/** Shown while a page's code or first data loads. */
export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin size="large" aria-label={uiMessages.loading} />
    </Flex>
  );
}
