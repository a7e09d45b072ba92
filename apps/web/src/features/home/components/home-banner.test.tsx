import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHomeTranslations } from '../testing/setup-home-test';
import { bannerCarouselSettings, bannerSlides, HomeBanner } from './home-banner';

function renderBanner() {
  const onPlayVideo = vi.fn();
  const onStartTour = vi.fn();
  render(
    <MemoryRouter>
      <HomeBanner onPlayVideo={onPlayVideo} onStartTour={onStartTour} />
    </MemoryRouter>,
  );
  return { onPlayVideo, onStartTour };
}

describe('home banner', () => {
  beforeAll(() => loadHomeTranslations());

  it('is set to advance every 5 s, with arrows always shown', () => {
    expect(bannerCarouselSettings.autoplay).toBeTruthy();
    expect(bannerCarouselSettings.autoplaySpeed).toBe(5000);
    expect(bannerCarouselSettings.arrows).toBe(true);
    renderBanner();
    expect(screen.getByRole('button', { name: '上一张' })).toBeVisible();
    expect(screen.getByRole('button', { name: '下一张' })).toBeVisible();
  });

  it('moves to the next slide after 5 s and not before', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(
        <MemoryRouter>
          <HomeBanner onPlayVideo={vi.fn()} onStartTour={vi.fn()} />
        </MemoryRouter>,
      );
      const activeDot = () =>
        [...container.querySelectorAll('.slick-dots li')].findIndex((dot) =>
          dot.classList.contains('slick-active'),
        );
      expect(activeDot()).toBe(0);
      void act(() => vi.advanceTimersByTime(4900));
      expect(activeDot()).toBe(0);
      void act(() => vi.advanceTimersByTime(700));
      expect(activeDot()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is the tour target #shui-banner with its 617 px height', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: '平台动态' });
    expect(banner).toHaveAttribute('id', 'shui-banner');
    expect(banner.style.getPropertyValue('--shui-banner-height')).toBe('617px');
  });

  it('has one slide per module besides the welcome, each with its own image', () => {
    expect(bannerSlides.map((slide) => slide.to)).toEqual([
      undefined,
      '/mooc/school',
      '/work/workShop',
      '/question/calibrationField',
    ]);
    expect(new Set(bannerSlides.map((slide) => slide.image)).size).toBe(4);
  });

  it('plays the intro video from the play button and starts the tour from the welcome slide', async () => {
    const user = userEvent.setup();
    const { onPlayVideo, onStartTour } = renderBanner();
    await user.click(screen.getByRole('button', { name: '观看平台介绍' }));
    expect(onPlayVideo).toHaveBeenCalledOnce();
    // The carousel renders clones of the slides; the first one is the real welcome slide.
    await user.click(screen.getAllByRole('button', { name: '开启页面导览', hidden: true })[0]!);
    expect(onStartTour).toHaveBeenCalledOnce();
  });
});
