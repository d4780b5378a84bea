/** The attribute on the consent banner's region: how the page tells that the server painted it. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';
