/** The device classes of spec section 9. */
export type DeviceClass = 'mobile' | 'ipad' | 'pc';

const IPAD = /\biPad\b/i;
// Android tablets count as mobile: their pages are the mobile ones, and the spec names no tablet class
// but the iPad.
const MOBILE =
  /\b(iPhone|iPod|Android|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|SymbianOS|HarmonyOS)\b/i;

/**
 * The device class from the user agent alone. An iPad in desktop mode (iPadOS 13+ Safari's default) sends
 * the Mac's user agent and is classed 'pc': telling them apart needs touch detection
 * (`navigator.maxTouchPoints`), which is left out on purpose so the result depends on the string only and
 * is the same on server, client and in tests.
 */
export function deviceClass(userAgent: string = navigator.userAgent): DeviceClass {
  // Before mobile: iPad user agents contain "Mobile/15E148" too.
  if (IPAD.test(userAgent)) return 'ipad';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'pc';
}
