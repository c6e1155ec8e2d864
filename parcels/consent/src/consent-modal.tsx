// The cookie-consent modal (spec 2 §4): a main view (customize, accept all) and a customize
// view (necessary fixed and ticked; functionality; marketing; accept selected). Shown while the
// consent store says it is due: the stored value is not a known type and consent is enabled.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agreeTypeOf, useStores } from '@site/stores';
import { Modal } from '@site/ui';

export const ConsentModal = observer(function ConsentModal() {
  const { t } = useTranslation('consent');
  const { consent } = useStores();
  const [customizing, setCustomizing] = useState(false);
  const [ticked, setTicked] = useState({ functionality: false, marketing: false });
  if (!consent.modalDue) return null;
  return (
    // A choice is needed: neither the backdrop nor Escape dismisses it.
    <Modal title={t('title')} onClose={() => undefined} closeOnBackdrop={false} testId="modal-cookie-consent">
      {customizing ? (
        <div data-testid="cookie-consent-customize">
          <label>
            <input type="checkbox" data-testid="cookie-option-necessary" checked disabled readOnly /> {t('necessary')}
          </label>
          <p>{t('necessary_text')}</p>
          {(['functionality', 'marketing'] as const).map((option) => (
            <div key={option}>
              <label>
                <input
                  type="checkbox"
                  data-testid={`cookie-option-${option}`}
                  checked={ticked[option]}
                  onChange={(e) => {
                    const on = e.target.checked;
                    setTicked((prev) => ({ ...prev, [option]: on }));
                  }}
                />{' '}
                {t(option)}
              </label>
              <p>{t(`${option}_text`)}</p>
            </div>
          ))}
          <button type="button" data-testid="cookie-consent-accept-selected" onClick={() => consent.agree(agreeTypeOf(ticked))}>
            {t('accept_selected')}
          </button>
        </div>
      ) : (
        <div data-testid="cookie-consent-main">
          <p>{t('text')}</p>
          <button type="button" data-testid="cookie-consent-customize-button" onClick={() => setCustomizing(true)}>
            {t('customize')}
          </button>
          <button type="button" data-testid="cookie-consent-accept-all" onClick={() => consent.agree('all')}>
            {t('accept_all')}
          </button>
        </div>
      )}
    </Modal>
  );
});
