import { Button, ConfigProvider, Tour } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../config/ui';
import { buildTourSteps } from '../tour-steps';

// Above the layout's sticky header and floating buttons (which sit at the portal's z-index, 3000).
const TOUR_Z_INDEX = ui.zIndex + 200;
const NARROW_QUERY = '(max-width: 767px)';

export interface HomeTourProps {
  /** Called by done, end tour, the close button and Esc; the caller then unmounts the tour. */
  onClose: () => void;
}

/**
 * The home page's guided tour (antd Tour, seven steps). It is mounted only while it runs: unmounting it
 * removes the mask, which otherwise keeps blocking clicks, and gives the page its scrolling back.
 */
export default function HomeTour({ onClose }: HomeTourProps) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  // Looked up on every step change: the layout may have re-rendered its header since the last one.
  const steps = buildTourSteps(t, { narrow: window.matchMedia(NARROW_QUERY).matches });
  return (
    // No space inserted into two-character button labels (完成 would read 完 成).
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Tour
        open
        current={current}
        onChange={setCurrent}
        steps={steps}
        onClose={onClose}
        zIndex={TOUR_Z_INDEX}
        rootClassName="shui-home-tour"
        actionsRender={(actions) => (
          <>
            <Button size="small" type="text" className="shui-home-tour__end" onClick={onClose}>
              {t('tour.end')}
            </Button>
            {actions}
          </>
        )}
      />
    </ConfigProvider>
  );
}
