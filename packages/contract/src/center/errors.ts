import { centerMessages as m } from './schemas';
