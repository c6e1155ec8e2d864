export { defaultSiteConfig, siteConfigGroups, type SiteConfig, type SiteConfigGroup } from './site-config';
export { ApiError, errorFromResponse, type ApiErrorItem, type ApiErrorKind } from './api-error';
export { ApiClient, type ApiClientOptions, type RequestOptions, type RetryPolicy } from './api-client';
