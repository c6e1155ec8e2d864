export { defaultSiteConfig, siteConfigGroups, type SiteConfig, type SiteConfigGroup } from './site-config';
