import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AboutSection } from './components/about-section';
import { HomeBanner } from './components/home-banner';
import { ModuleEntrances } from './components/module-entrances';
import { PartnersSection } from './components/partners-section';
import { WhyChooseSection } from './components/why-choose-section';
import { useAfterFirstRender } from '../../lib/deferred';
import { useHomeTour } from './hooks/use-home-tour';
import './home.css';
import './home-banner.css';
import './home-sections.css';
import './home-narrow.css';

// Neither is needed to show the page: they load when first opened (the video on hover of its button).
const loadVideoDialog = () => import('./components/intro-video-dialog');
const IntroVideoDialog = lazy(loadVideoDialog);
const HomeTour = lazy(() => import('./components/home-tour'));

function HomePage() {
  const { t } = useTranslation('home');
  const tour = useHomeTour();
  const belowFold = useAfterFirstRender();
  // Mounted from the first opening on, so that closing can animate; the player is destroyed on close.
  const [videoMounted, setVideoMounted] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const playVideo = useCallback(() => {
    setVideoMounted(true);
    setVideoOpen(true);
  }, []);
  const prepareVideo = useCallback(() => void loadVideoDialog(), []);
  const { hash } = useLocation();
  // /home#shui-about from another page: the router scrolls before the sections exist, so scroll here.
  useEffect(() => {
    if (!belowFold || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [belowFold, hash]);

  return (
    <div className="shui-home">
      <h1 className="shui-visually-hidden">{t('pageTitle')}</h1>
      <HomeBanner onPlayVideo={playVideo} onStartTour={tour.start} onPrepareVideo={prepareVideo} />
      {belowFold ? (
        <>
          <ModuleEntrances />
          <AboutSection />
          <WhyChooseSection />
          <PartnersSection />
        </>
      ) : (
        // Holds the footer below the window until the sections are there, so nothing in view moves.
        <div className="shui-home__pending" />
      )}
      {videoMounted && (
        <Suspense fallback={null}>
          <IntroVideoDialog open={videoOpen} onClose={() => setVideoOpen(false)} />
        </Suspense>
      )}
      {tour.open && belowFold && (
        <Suspense fallback={null}>
          <HomeTour onClose={tour.close} />
        </Suspense>
      )}
    </div>
  );
}

function HomeLoading() {
  const { t } = useTranslation();
  return (
    <div className="shui-home shui-home--loading" role="status">
      <span className="shui-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

/** The portal's home page (/home, /index) inside the common layout. */
export default function HomeRoute() {
  return (
    // The 'home' translations load on first use; until then keep the banner's space.
    <Suspense fallback={<HomeLoading />}>
      <HomePage />
    </Suspense>
  );
}
