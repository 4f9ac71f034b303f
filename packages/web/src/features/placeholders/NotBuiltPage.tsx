import { BackHomeResult } from '../../platform/BackHomeResult';
import { appMessages } from '../../platform/messages';

/** Routes whose page does not exist yet say so plainly instead of pretending to work. */
export default function NotBuiltPage({ title, description }: { title: string; description: string }) {
  return (
    <BackHomeResult
      status="info"
      title={title}
      subTitle={
        <>
          <strong>{appMessages.notBuilt}</strong> {description}
        </>
      }
    />
  );
}
