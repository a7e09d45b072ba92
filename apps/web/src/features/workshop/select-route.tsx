import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { SelectPage } from './components/select-page';
import { WorkshopRoot } from './components/workshop-root';
import { selectPageOf } from './workshop-paths';

/**
 * /work/workShopSelect, /work/jupyterhubSelect, /work/competitionSelect, /work/cloudstudio-competition:
 * the projects (or images) of one kind, the kind from the path.
 */
export default function SelectRoute() {
  const { pathname } = useLocation();
  const page = selectPageOf(pathname);
  if (page === null) return <Navigate to={paths.notFoundWarning} replace />;
  return (
    <WorkshopRoot>
      <SelectPage key={page.kind} page={page} />
    </WorkshopRoot>
  );
}
