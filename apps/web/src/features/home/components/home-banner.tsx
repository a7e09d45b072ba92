import { CompassOutlined, LeftOutlined, PlayCircleFilled, RightOutlined } from '@ant-design/icons';
import { Carousel, type CarouselProps } from 'antd';
import type { CSSProperties, MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ui } from '@shui/contract';
import coursesImage from '../../../assets/home/slide-courses.svg';
import practiceImage from '../../../assets/home/slide-practice.svg';
import welcomeImage from '../../../assets/home/slide-welcome.svg';
import workshopImage from '../../../assets/home/slide-workshop.svg';
import { moduleRoutes } from '../module-routes';
import { tourTargetIds } from '../tour-steps';

/** Spec section 9: auto-advance every 5 s, arrows always shown. */
export const bannerCarouselSettings = {
  autoplay: { dotDuration: true },
  autoplaySpeed: ui.carouselIntervalMs,
  arrows: true,
  infinite: true,
  pauseOnHover: true,
  draggable: true,
} satisfies CarouselProps;

export type SlideKey = 'welcome' | 'courses' | 'workshop' | 'practice';

/** The slides; the one without a route starts the guided tour. */
export const bannerSlides: readonly { key: SlideKey; image: string; to?: string }[] = [
  { key: 'welcome', image: welcomeImage },
  { key: 'courses', image: coursesImage, to: moduleRoutes.mooc },
  { key: 'workshop', image: workshopImage, to: moduleRoutes.work },
  { key: 'practice', image: practiceImage, to: moduleRoutes.question },
];

interface ArrowProps {
  direction: 'prev' | 'next';
  label: string;
  // Set by the carousel when it clones the arrow.
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

function BannerArrow({ direction, label, className, style, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={`${className ?? ''} shui-banner__arrow`}
      style={style}
      onClick={onClick}
      aria-label={label}
    >
      {direction === 'prev' ? <LeftOutlined /> : <RightOutlined />}
    </button>
  );
}

export interface HomeBannerProps {
  onPlayVideo: () => void;
  onStartTour: () => void;
  /** Called when the pointer or focus comes near the play button: time to fetch the dialog's code. */
  onPrepareVideo?: () => void;
}

/** The home page's carousel (#shui-banner) with the intro video's play button over it. */
export function HomeBanner({ onPlayVideo, onStartTour, onPrepareVideo }: HomeBannerProps) {
  const { t } = useTranslation('home');
  return (
    <section
      id={tourTargetIds.banner}
      className="shui-banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      style={{ '--shui-banner-height': `${ui.bannerHeightPx}px` } as CSSProperties}
    >
      <Carousel
        {...bannerCarouselSettings}
        prevArrow={<BannerArrow direction="prev" label={t('banner.prev')} />}
        nextArrow={<BannerArrow direction="next" label={t('banner.next')} />}
      >
        {bannerSlides.map((slide, index) => (
          <div key={slide.key}>
            <div className={`shui-banner__slide shui-banner__slide--${slide.key}`}>
              <img
                className="shui-banner__image"
                src={slide.image}
                alt=""
                width={1920}
                height={ui.bannerHeightPx}
                fetchPriority={index === 0 ? 'high' : 'low'}
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
          </div>
        ))}
      </Carousel>
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
