import { useEffect, useState } from 'react';

/** What a user types into or ticks: the things floating buttons must never hide. */
const FIELDS =
  'input:not([type="hidden"]), textarea, select, [contenteditable="true"], [role="combobox"], [role="textbox"]';
/** antd's visible box around a field (the eye icon or the send-code button sit inside, at its right). */
const FIELD_BOX =
  '.ant-input-affix-wrapper, .ant-input-group-wrapper, .ant-input-number, .ant-select, .ant-picker';
/** Room kept between the buttons and a field. */
const MARGIN = 4;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + MARGIN &&
    b.left < a.right + MARGIN &&
    a.top < b.bottom + MARGIN &&
    b.top < a.bottom + MARGIN
  );
}

/** Whether `element` (fixed over the page) lies over a form field that is on screen. */
function coversAField(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const field of document.querySelectorAll<HTMLElement>(FIELDS)) {
    if (element.contains(field)) continue;
    const rect = (field.closest(FIELD_BOX) ?? field).getBoundingClientRect();
    // Not displayed (a closed panel, a file input behind its button).
    if (rect.width === 0 || rect.height === 0) continue;
    if (overlaps(rect, box)) return true;
  }
  return false;
}

/**
 * Whether the floating element lies over a form field, followed as the page scrolls (the window or a
 * dialog), resizes (a phone's keyboard), changes (a dialog opens, a form grows) or ends an animation.
 * Checked at most once a frame. `keep`: the element is in use (its panel open, the focus in it), and
 * counts as not in the way, so it does not vanish under the user's finger.
 */
export function useCoversField(element: () => HTMLElement | null | undefined, keep: boolean): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    if (keep) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const current = element();
      if (!current) return;
      const focused = current.contains(document.activeElement);
      setCovers(!focused && coversAField(current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    const options = { capture: true, passive: true };
    const events = ['scroll', 'transitionend', 'animationend', 'focusin', 'focusout'] as const;
    for (const type of events) document.addEventListener(type, schedule, options);
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      for (const type of events) document.removeEventListener(type, schedule, options);
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [element, keep]);

  return covers && !keep;
}
