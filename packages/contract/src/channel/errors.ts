import { channelMessages } from './schemas';
