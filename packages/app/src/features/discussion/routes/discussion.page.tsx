import { useSearchParams } from 'react-router';
import { useProjectContext } from '../../projects';
import { ThreadView } from '../components/ThreadView';
import { ThreadList } from '../components/ThreadList';

/** Discussion tab: threads by newest activity; `?thread=ID` opens one (notifications link there). */
export default function DiscussionPage() {
  const { project } = useProjectContext();
  const [params, setParams] = useSearchParams();
  const raw = params.get('thread');
  const threadId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return threadId ? (
    <ThreadView
      projectId={project.id}
      threadId={threadId}
      onBack={() => setParams({}, { replace: false })}
    />
  ) : (
    <ThreadList projectId={project.id} />
  );
}
