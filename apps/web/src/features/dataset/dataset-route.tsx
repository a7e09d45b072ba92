import { Navigate, useParams } from 'react-router';
import { ModulePage } from '../../components/module-page';
import { paths } from '../../config/paths';

/** /channel/{product}-dataset: any other last segment is an unknown path. */
export default function DatasetRoute() {
  const { dataset = '' } = useParams();
  if (!/^[\w-]+-dataset$/.test(dataset)) return <Navigate to={paths.notFoundWarning} replace />;
  return <ModulePage />;
}
