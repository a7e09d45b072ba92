import { limits } from '@shui/contract';

/** Why a picked screenshot is refused (feedback namespace keys under `screenshot.`). */
export type ScreenshotRefusal = 'onlyOne' | 'notImage' | 'tooLarge';

/**
 * Checks the files picked or dropped for the screenshot before anything is uploaded (spec sections 5 and
 * 9): one image in all (`alreadyHave` counts one uploaded or uploading), an image, at most 5 MB. The
 * server checks the bytes again; this only saves the user a pointless upload.
 */
export function refuseScreenshot(
  files: readonly Pick<File, 'type' | 'size'>[],
  alreadyHave: boolean,
): ScreenshotRefusal | null {
  if (files.length > limits.feedbackImageMaxFiles || (alreadyHave && files.length > 0)) return 'onlyOne';
  const [file] = files;
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > limits.feedbackImageMaxBytes) return 'tooLarge';
  return null;
}
