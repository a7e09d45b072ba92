import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** The agreement's sections, in order, with their paragraphs (`agreement:sections.<id>.<p>`). */
export const AGREEMENT_SECTIONS = [
  ['accounts', ['p1', 'p2', 'p3']],
  ['use', ['p1', 'p2', 'p3']],
  ['content', ['p1', 'p2', 'p3']],
  ['privacy', ['p1', 'p2', 'p3']],
  ['changes', ['p1']],
  ['contact', ['p1']],
] as const;

export type AgreementSectionId = (typeof AGREEMENT_SECTIONS)[number][0];

/** The id of a section's heading on the page (`#privacy` is the footer's privacy link). */
export const sectionAnchor = (section: AgreementSectionId) => section;

const MAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** A paragraph with its e-mail address, if any, as a mailto link. */
function WithMail({ text }: { text: string }) {
  const match = MAIL_ADDRESS.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <a href={`mailto:${match[0]}`}>{match[0]}</a>
      {text.slice(match.index + match[0].length)}
    </>
  );
}

/**
 * The user agreement's text: when it was updated, the introduction and the sections (accounts,
 * acceptable use, submitted code and content, privacy, changes, contact), each under a heading of
 * `level` with its anchor when `anchors` (the page; a dialog has none, they would repeat the page's).
 */
export function AgreementText({ level, anchors = false }: { level: 2 | 3; anchors?: boolean }) {
  const { t } = useTranslation('agreement');
  const Heading = `h${level}` as const;
  return (
    <div className="shui-agreement__text">
      <p className="shui-agreement__updated">{t('updated')}</p>
      <p>{t('intro')}</p>
      {AGREEMENT_SECTIONS.map(([section, paragraphs]) => (
        <Fragment key={section}>
          <Heading id={anchors ? sectionAnchor(section) : undefined} className="shui-agreement__heading">
            {t(`sections.${section}.title`)}
          </Heading>
          {paragraphs.map((p) => (
            <p key={p}>
              <WithMail text={t(`sections.${section}.${p}` as `sections.accounts.p1`)} />
            </p>
          ))}
        </Fragment>
      ))}
    </div>
  );
}
