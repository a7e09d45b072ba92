import { describeTranslations } from '../../lib/testing/namespace-translations';

describeTranslations('landing', 'the slogan and login', ['banner.slogan', 'login', 'courses.open']);
