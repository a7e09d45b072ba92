import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { channelKeyFromPath } from './channel-paths';
import { ChannelPage } from './components/channel-page';
import { ChannelRoot } from './components/channel-root';

/** /channel/nourish ... /channel/excellentclass/video: one channel's page, the channel from the path. */
export default function ChannelRoute() {
  const { pathname } = useLocation();
  const channel = channelKeyFromPath(pathname);
  if (channel === null) return <Navigate to={paths.notFoundWarning} replace />;
  return (
    <ChannelRoot>
      {/* A fresh page per channel: its pager starts again at page 1. */}
      <ChannelPage key={channel} channel={channel} />
    </ChannelRoot>
  );
}
