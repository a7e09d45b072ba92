import { describe, expect, it } from 'vitest';
import { deviceClass } from './device';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; HUAWEI P50) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15254',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('deviceClass', () => {
  it.each([
    ['an iPhone', agents.iPhone],
    ['an iPod', agents.iPod],
    ['an Android phone', agents.androidPhone],
    ['an Android tablet', agents.androidTablet],
    ['WeChat on Android', agents.wechatAndroid],
    ['a Windows phone', agents.windowsPhone],
  ])('classes %s as mobile', (_name, ua) => {
    expect(deviceClass(ua)).toBe('mobile');
  });

  it.each([
    ['Safari on iPad', agents.iPad],
    ['Chrome on iPad', agents.iPadChrome],
  ])('classes %s as ipad', (_name, ua) => {
    expect(deviceClass(ua)).toBe('ipad');
  });

  it.each([
    ['Chrome on Windows', agents.windowsChrome],
    ['Firefox on Linux', agents.linuxFirefox],
    ['an iPad in desktop mode (Mac user agent; UA-only by design)', agents.iPadDesktopMode],
    ['an empty user agent', ''],
  ])('classes %s as pc', (_name, ua) => {
    expect(deviceClass(ua)).toBe('pc');
  });
});
