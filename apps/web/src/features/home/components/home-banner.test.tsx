import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHomeTranslations } from '../testing/setup-home-test';
import { bannerSlides, bannerTiming, HomeBanner, wrapSlide } from './home-banner';

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
    expect(bannerTiming.intervalMs).toBe(5000);
    expect(bannerTiming.arrows).toBe(true);
    renderBanner();
    expect(screen.getByRole('button', { name: '上一张' })).toBeVisible();
    expect(screen.getByRole('button', { name: '下一张' })).toBeVisible();
  });

  it('moves to the next slide after 5 s and not before, and round to the first', () => {
    vi.useFakeTimers();
    try {
      renderBanner();
      const current = () =>
        screen
          .getAllByRole('button', { name: /转到第/ })
          .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      expect(current()).toBe(0);
      void act(() => vi.advanceTimersByTime(4900));
      expect(current()).toBe(0);
      void act(() => vi.advanceTimersByTime(100));
      expect(current()).toBe(1);
      for (const expected of [2, 3, 0]) {
        void act(() => vi.advanceTimersByTime(5000));
        expect(current()).toBe(expected);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows one slide at a time: the others are hidden from assistive technology and inert', async () => {
    const user = userEvent.setup();
    renderBanner();
    const shown = () => screen.getByRole('group', { name: /第 \d 张/ });
    expect(shown()).toHaveAccessibleName('第 1 张，共 4 张');
    expect(screen.getByRole('heading', { name: '欢迎来到水杉在线' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '课程大厅' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toHaveAccessibleName('第 2 张，共 4 张');
    expect(screen.getByRole('heading', { name: '课程大厅' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一张' }));
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(shown()).toHaveAccessibleName('第 4 张，共 4 张');
    await user.click(screen.getByRole('button', { name: '转到第 3 张' }));
    expect(shown()).toHaveAccessibleName('第 3 张，共 4 张');
    expect(screen.getByRole('heading', { name: '实训工坊' }).closest('[inert]')).toBeNull();
  });

  it('moves with the Left and Right keys when focus is inside', async () => {
    const user = userEvent.setup();
    renderBanner();
    screen.getByRole('button', { name: '下一张' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: /第 \d 张/ })).toHaveAccessibleName('第 4 张，共 4 张');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('group', { name: /第 \d 张/ })).toHaveAccessibleName('第 2 张，共 4 张');
  });

  it('does not advance while focus is inside', () => {
    vi.useFakeTimers();
    try {
      renderBanner();
      void act(() => screen.getByRole('button', { name: '观看平台介绍' }).focus());
      void act(() => vi.advanceTimersByTime(12_000));
      expect(screen.getByRole('group', { name: /第 \d 张/ })).toHaveAccessibleName('第 1 张，共 4 张');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes round both ways', () => {
    expect(wrapSlide(3, 1, 4)).toBe(0);
    expect(wrapSlide(0, -1, 4)).toBe(3);
    expect(wrapSlide(1, 1, 4)).toBe(2);
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
    await user.click(screen.getByRole('button', { name: '开启页面导览' }));
    expect(onStartTour).toHaveBeenCalledOnce();
  });

  it('gives each module slide a link to its module, shown with its slide', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: '转到第 3 张' }));
    expect(screen.getByRole('link', { name: '进入实训工坊' })).toHaveAttribute('href', '/work/workShop');
    await user.click(screen.getByRole('button', { name: '转到第 2 张' }));
    expect(screen.getByRole('link', { name: '进入课程大厅' })).toHaveAttribute('href', '/mooc/school');
    await user.click(screen.getByRole('button', { name: '转到第 4 张' }));
    expect(screen.getByRole('link', { name: '去校准场练习' })).toHaveAttribute(
      'href',
      '/question/calibrationField',
    );
  });
});
