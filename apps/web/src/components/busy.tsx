import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonProps } from 'antd';

/**
 * A Button's `loading` whose spinner is decoration only: antd's own icon is an image named "loading",
 * which screen readers read before the label (and which can linger in the name while it fades out).
 * With this the button keeps its label as its name: `<Button loading={busy(saving)}>`.
 */
export function busy(loading: boolean): ButtonProps['loading'] {
  return loading ? { icon: <LoadingOutlined aria-hidden /> } : false;
}
