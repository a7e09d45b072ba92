import { ArrowDownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import banner from '../../assets/landing/banner.svg';
import computing from '../../assets/landing/courses/computing.svg';
import machineLearning from '../../assets/landing/courses/machine-learning.svg';
import pythonSql from '../../assets/landing/courses/python-sql.svg';
import logo from '../../assets/landing/logo.svg';
import { LanguageDropdown } from './components/language-dropdown';
import { LANDING_COURSE_URLS, type LandingCourse } from './courses';
import './landing.css';
import './landing-courses.css';
import { paths } from '../../config/paths';

const courseImages: Record<LandingCourse, string> = { computing, machineLearning, pythonSql };
const courses = Object.keys(LANDING_COURSE_URLS) as LandingCourse[];

function Landing() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();

  // No portal layout here to set the title: the page does it, in the chosen language.
  const brand = t('brand');
  useEffect(() => {
    document.title = brand;
  }, [brand]);

  return (
    <div className="shui-landing">
      <header className="shui-landing__bar">
        <div className="shui-landing__inner shui-landing__bar-inner">
          <div className="shui-landing__brand">
            <img src={logo} alt="" width={36} height={36} />
            <span className="shui-landing__brand-text">
              <span className="shui-landing__brand-name">{brand}</span>
              <span className="shui-landing__brand-school">{t('school')}</span>
            </span>
          </div>
          <div className="shui-landing__actions">
            <LanguageDropdown />
            <Button
              type="primary"
              shape="round"
              autoInsertSpace={false}
              onClick={() => void navigate(paths.login)}
            >
              {t('login')}
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className="shui-landing__banner" aria-labelledby="shui-landing-slogan">
          <img className="shui-landing__banner-image" src={banner} alt="" width={1920} height={560} />
          <div className="shui-landing__inner shui-landing__banner-content">
            <div className="shui-landing__banner-text">
              <h1 id="shui-landing-slogan">{t('banner.slogan')}</h1>
              <p>{t('banner.subtitle')}</p>
              <a className="shui-landing__browse" href="#shui-landing-courses">
                {t('banner.browse')}
                <ArrowDownOutlined aria-hidden />
              </a>
            </div>
          </div>
        </section>

        <section
          id="shui-landing-courses"
          className="shui-landing__courses"
          aria-labelledby="shui-landing-courses-title"
        >
          <div className="shui-landing__inner">
            <div className="shui-landing__heading">
              <h2 id="shui-landing-courses-title">{t('courses.title')}</h2>
              <p>{t('courses.subtitle')}</p>
            </div>
            <ul className="shui-landing__course-grid">
              {courses.map((course) => (
                <li key={course}>
                  <a
                    className="shui-landing-course"
                    href={LANDING_COURSE_URLS[course]}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <img
                      className="shui-landing-course__image"
                      src={courseImages[course]}
                      alt=""
                      width={400}
                      height={200}
                      loading="lazy"
                    />
                    <div className="shui-landing-course__body">
                      <span className="shui-landing-course__tag">{t(`courses.items.${course}.tag`)}</span>
                      <h3 className="shui-landing-course__title">{t(`courses.items.${course}.title`)}</h3>
                      <p className="shui-landing-course__description">
                        {t(`courses.items.${course}.description`)}
                      </p>
                      <span className="shui-landing-course__open">
                        {t('courses.open')}
                        <ExportOutlined aria-hidden />
                        <span className="shui-visually-hidden">{t('courses.newTab')}</span>
                      </span>
                    </div>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="shui-landing__footer">
        <div className="shui-landing__inner">{t('footer', { year: new Date().getFullYear() })}</div>
      </footer>
    </div>
  );
}

/** The multilingual landing page: /home on a host beginning with cn., without the portal's layout. */
export default function LandingPage() {
  return (
    <Suspense fallback={<div className="shui-landing shui-landing--loading" />}>
      <Landing />
    </Suspense>
  );
}
