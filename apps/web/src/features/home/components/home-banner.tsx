import { CompassOutlined, LeftOutlined, PlayCircleFilled, RightOutlined } from '@ant-design/icons';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ui } from '../../../config/ui';
import coursesImage from '../../../assets/home/slide-courses.svg';
import practiceImage from '../../../assets/home/slide-practice.svg';
import welcomeImage from '../../../assets/home/slide-welcome.svg';
import workshopImage from '../../../assets/home/slide-workshop.svg';
import { moduleRoutes } from '../module-routes';
import { tourTargetIds } from '../tour-steps';

/** Spec section 9: auto-advance every 5 s, arrows always shown. */
export const bannerTiming = { intervalMs: ui.carouselIntervalMs, arrows: true } as const;

export type SlideKey = 'welcome' | 'courses' | 'workshop' | 'practice';

/** The slides; the one without a route starts the guided tour. */
export const bannerSlides: readonly { key: SlideKey; image: string; to?: string }[] = [
  { key: 'welcome', image: welcomeImage },
  { key: 'courses', image: coursesImage, to: moduleRoutes.mooc },
  { key: 'workshop', image: workshopImage, to: moduleRoutes.work },
  { key: 'practice', image: practiceImage, to: moduleRoutes.question },
];

export interface HomeBannerProps {
  onPlayVideo: () => void;
  onStartTour: () => void;
  /** Called when the pointer or focus comes near the play button: time to fetch the dialog's code. */
  onPrepareVideo?: () => void;
}

/** The slide shown `step` slides after `index`, going round. */
export const wrapSlide = (index: number, step: number, count: number) =>
  (((index + step) % count) + count) % count;

const SWIPE_MIN_PX = 40;

/**
 * The home page's carousel (#shui-banner) with the intro video's play button over it. Hand-written (a
 * sliding track) rather than antd's Carousel, which brings react-slick to every first load. It advances
 * every 5 s, pausing while the pointer is over it, while focus is inside and while the tab is hidden;
 * arrows, dots, the Left/Right keys and a swipe move it too. The slides not shown are inert.
 */
export function HomeBanner({ onPlayVideo, onStartTour, onPrepareVideo }: HomeBannerProps) {
  const { t } = useTranslation('home');
  const count = bannerSlides.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  const swipeStart = useRef<number | null>(null);
  const paused = hovered || focused || hidden;

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  // Restarted on every change of slide, so a slide moved to by hand also gets its full 5 s.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(
      () => setActive((index) => wrapSlide(index, 1, count)),
      bannerTiming.intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [active, paused, count]);

  const go = (step: number) => setActive((index) => wrapSlide(index, step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('input, textarea, [contenteditable]')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <section
      id={tourTargetIds.banner}
      className={paused ? 'shui-banner is-paused' : 'shui-banner'}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      style={{ '--shui-banner-height': `${ui.bannerHeightPx}px` } as CSSProperties}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="shui-banner__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div
          className="shui-banner__track"
          style={{ transform: `translateX(${-100 * active}%)` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {bannerSlides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slideLabel', { n: index + 1, total: count })}
              aria-hidden={index === active ? undefined : true}
              inert={index !== active}
              className={`shui-banner__slide shui-banner__slide--${slide.key}`}
            >
              <img
                className="shui-banner__image"
                src={slide.image}
                alt=""
                width={1920}
                height={ui.bannerHeightPx}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
              <div className="shui-banner__content">
                <div className="shui-banner__text">
                  <h2 className="shui-banner__title">{t(`banner.slides.${slide.key}.title`)}</h2>
                  <p className="shui-banner__subtitle">{t(`banner.slides.${slide.key}.subtitle`)}</p>
                  {slide.to ? (
                    <Link className="shui-banner__action" to={slide.to}>
                      {t(`banner.slides.${slide.key}.action`)}
                      <RightOutlined aria-hidden />
                    </Link>
                  ) : (
                    <button type="button" className="shui-banner__action" onClick={onStartTour}>
                      <CompassOutlined aria-hidden />
                      {t(`banner.slides.${slide.key}.action`)}
                    </button>
                  )}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="shui-banner__arrow shui-banner__arrow--prev"
        aria-label={t('banner.prev')}
        onClick={() => go(-1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="shui-banner__arrow shui-banner__arrow--next"
        aria-label={t('banner.next')}
        onClick={() => go(1)}
      >
        <RightOutlined aria-hidden />
      </button>
      <div className="shui-banner__dots">
        {bannerSlides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            className="shui-banner__dot"
            aria-label={t('banner.goTo', { n: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className="shui-banner__play"
        onClick={onPlayVideo}
        onPointerEnter={onPrepareVideo}
        onFocus={onPrepareVideo}
      >
        <PlayCircleFilled aria-hidden className="shui-banner__play-icon" />
        <span className="shui-banner__play-label">{t('banner.playVideo')}</span>
      </button>
    </section>
  );
}
