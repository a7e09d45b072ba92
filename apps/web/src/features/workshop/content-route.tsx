import { useLocation, useSearchParams } from 'react-router';
import { ContentPage } from './components/content-page';
import { WorkshopRoot } from './components/workshop-root';
import { projectIdOf } from './workshop-paths';

/**
 * /workshop/content?id= and /shiXunDemo: a project's training page. /shiXunDemo without an id shows the
 * machine-learning coursework (id 200, spec section 2); with one, that project.
 */
export default function ContentRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const projectId = projectIdOf(pathname, params);
  return (
    <WorkshopRoot>
      {/* A fresh page per project: its environment actions start clean. */}
      <ContentPage key={projectId ?? 'none'} projectId={projectId} />
    </WorkshopRoot>
  );
}
