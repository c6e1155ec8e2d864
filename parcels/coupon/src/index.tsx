// The coupon parcel (@site/parcel-coupon): the main layout mounts it in its right column.
import { createReactParcel } from '@site/ui';
import { couponStyles } from './coupon-styles';
import { Coupon } from './coupon';
import { couponTexts } from './locales';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: () => <Coupon />, texts: couponTexts, styles: couponStyles });
