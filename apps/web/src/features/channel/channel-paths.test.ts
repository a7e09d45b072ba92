import { describe, expect, it } from 'vitest';
import { CHANNEL_KEYS } from '@shui/contract';
import { channelKeyFromPath, channelPath, datasetProduct, institutionFromPath } from './channel-paths';

describe('channel paths', () => {
  it('maps every channel key to its route and back', () => {
    for (const key of CHANNEL_KEYS) expect(channelKeyFromPath(channelPath(key))).toBe(key);
    expect(channelPath('excellentclass-video')).toBe('/channel/excellentclass/video');
    expect(channelPath('first-class')).toBe('/channel/first-class');
  });

  it('finds no channel outside /channel or for an unknown segment', () => {
    expect(channelKeyFromPath('/channel')).toBeNull();
    expect(channelKeyFromPath('/channel/unknown')).toBeNull();
    expect(channelKeyFromPath('/nourish')).toBeNull();
    expect(channelKeyFromPath('/channel/nourish/')).toBe('nourish');
  });

  it('reads the product of a {product}-dataset segment only', () => {
    expect(datasetProduct('fintech-dataset')).toBe('fintech');
    expect(datasetProduct('big-data-dataset')).toBe('big-data');
    expect(datasetProduct('dataset')).toBeNull();
    expect(datasetProduct('-dataset')).toBeNull();
    expect(datasetProduct('fintech')).toBeNull();
    expect(datasetProduct('Fintech-dataset')).toBeNull();
  });

  it('knows /cs101, /guet and /seu', () => {
    expect(institutionFromPath('/cs101')).toBe('cs101');
    expect(institutionFromPath('/SEU/')).toBe('seu');
    expect(institutionFromPath('/mit')).toBeNull();
  });
});
