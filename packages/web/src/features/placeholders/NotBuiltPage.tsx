import { Result } from 'antd';
import { Link } from 'react-router';

/** Routes whose page does not exist yet say so plainly instead of pretending to work. */
export default function NotBuiltPage({ title, description }: { title: string; description: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={
        <>
          <strong>This page is not built yet.</strong> {description}
        </>
      }
      extra={<Link to="/">Back to home</Link>}
    />
  );
}
