import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { institutionFromPath } from './channel-paths';
import { ChannelRoot } from './components/channel-root';
import { InstitutionPage } from './components/institution-page';

/** /cs101, /guet, /seu: the institution's first computer course. */
export default function InstitutionRoute() {
  const { pathname } = useLocation();
  const school = institutionFromPath(pathname);
  if (school === null) return <Navigate to={paths.notFoundWarning} replace />;
  return (
    <ChannelRoot>
      <InstitutionPage key={school} school={school} titleKey={school} />
    </ChannelRoot>
  );
}
