import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { datasetProduct } from './channel-paths';
import { ChannelRoot } from './components/channel-root';
import { DatasetPage } from './components/dataset-page';

/** /channel/{product}-dataset: any other last segment is an unknown path. */
export default function DatasetRoute() {
  const { dataset = '' } = useParams();
  const product = datasetProduct(dataset);
  if (product === null) return <Navigate to={paths.notFoundWarning} replace />;
  return (
    <ChannelRoot>
      <DatasetPage key={product} product={product} />
    </ChannelRoot>
  );
}
