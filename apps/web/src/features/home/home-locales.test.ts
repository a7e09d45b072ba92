import { describeTranslations } from '../../lib/testing/namespace-translations';

describeTranslations('home', 'the tour buttons', ['tour.next', 'tour.prev', 'tour.done', 'tour.end']);
