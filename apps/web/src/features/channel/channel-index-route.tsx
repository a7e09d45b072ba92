import { ChannelIndex } from './components/channel-index';
import { ChannelRoot } from './components/channel-root';

/** /channel: the index of the channels. */
export default function ChannelIndexRoute() {
  return (
    <ChannelRoot>
      <ChannelIndex />
    </ChannelRoot>
  );
}
