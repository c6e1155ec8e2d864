import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICE_PATHS, type PromotionView } from '@site/api';
import { DateTime } from '@site/ui';
import { listOf, officeApi, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';

function parse(raw: unknown): PromotionView[] | null {
  return listOf<PromotionView>(raw, 'promotions', (p) => typeof p.id === 'number' && typeof p.title === 'string' && typeof p.body === 'string');
}

/** office/promotion: the promotions running now (the operator's `admin promotion add`). */
export const PromotionPage = observer(function PromotionPage() {
  const { t } = useTranslation('office');
  const [state, reload] = useOfficeData(officeApi(OFFICE_PATHS.promotions), parse);
  return (
    <OfficePage testId="promotion-page" title={t('section_promotion')} state={state} reload={reload} isEmpty={(d) => d.length === 0} empty={t('promotion_empty')}>
      {(promotions) =>
        promotions.map((p) => (
          <article key={p.id} data-testid="promotion-row">
            <h2>{p.title}</h2>
            <p>{p.body}</p>
            <p>
              {t('promotion_until')} <DateTime value={p.endsAt} style="date" />
            </p>
          </article>
        ))
      }
    </OfficePage>
  );
});
