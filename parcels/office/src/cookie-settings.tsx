// Cookie consent in the office settings (issue 16; spec 2 §4): the player's choice and its time,
// changed here like in the consent modal (the consent store keeps, announces and logs it).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_AGREE_TYPES, type CookieAgreeType } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, Select } from '@site/ui';

export const CookieSettings = observer(function CookieSettings() {
  const { t } = useTranslation('office');
  const { consent } = useStores();
  const [choice, setChoice] = useState<CookieAgreeType>(consent.type ?? 'all');
  useEffect(() => {
    void consent.load();
  }, [consent]);
  useEffect(() => {
    if (consent.type !== null) setChoice(consent.type);
  }, [consent.type]);
  return (
    <fieldset data-testid="settings-cookies">
      <legend>{t('cookies_title')}</legend>
      <p data-testid="settings-cookies-current">
        {consent.type === null ? t('cookies_none') : t(`cookies_type_${consent.type}`)}
        {consent.agreedAt !== null && (
          <>
            {' '}
            (<DateTime value={consent.agreedAt} />)
          </>
        )}
      </p>
      <Select<CookieAgreeType>
        testId="settings-cookies-type"
        ariaLabel={t('cookies_title')}
        value={choice}
        options={COOKIE_AGREE_TYPES}
        label={(type) => t(`cookies_type_${type}`)}
        onChange={setChoice}
      />{' '}
      <button type="button" data-testid="settings-cookies-save" disabled={choice === consent.type} onClick={() => consent.agree(choice)}>
        {t('cookies_save')}
      </button>
    </fieldset>
  );
});
