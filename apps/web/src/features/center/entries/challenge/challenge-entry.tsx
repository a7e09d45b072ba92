import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { EntryCard } from '../../components/entry-states';

/**
 * Entry 'j': the challenge question bank's practice pages (the calibration field) come in a later
 * issue, and with them the user's attempts. Until then there is no data to show: said plainly, with the
 * way to the bank itself, and nothing made up in its place.
 */
export default function ChallengeEntry() {
  const { t } = useTranslation('center');
  return (
    <EntryCard id="shui-center-challenge" title={t('challenge.title')}>
      <p className="shui-center__pending">{t('challenge.pending')}</p>
      <p>
        <Link to={paths.calibrationField}>{t('challenge.link')}</Link>
      </p>
    </EntryCard>
  );
}
