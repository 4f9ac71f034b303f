import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow centred card the sign-in and setup pages use. */
export function CenteredCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Flex justify="center" align="flex-start" style={{ padding: '64px 16px' }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Card>
    </Flex>
  );
}
