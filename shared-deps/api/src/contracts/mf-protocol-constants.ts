// The remote front-end JSON render protocol (spec 2 §7), written once: the root config asks
// and validates, the server's information front-end answers. TypeBox-free; the schemas are in mf-protocol.ts.
export const MF_RENDER_MODE_HEADER = 'mf-render-mode';
export const MF_API_VERSION_HEADER = 'mf-api-version';
export const MF_FORCE_SPA_HEADER = 'force-spa';
export const MF_RENDER_MODE = 'json';
export const MF_API_VERSION = 'v2';
