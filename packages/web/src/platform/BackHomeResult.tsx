import { Result, type ResultProps } from 'antd';
import { Link } from 'react-router';
import { appMessages } from './messages';

/** A page that cannot show what was asked for (not found, not allowed, not built): why, and a way home. */
export function BackHomeResult({
  status,
  title,
  subTitle,
}: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={<Link to="/">{appMessages.backHome}</Link>}
    />
  );
}
