/** Facts the whole public site shows: contacts, hours and the public filing registries (spec 001 §1, §9). */
export const SITE_NAME = '猎头协作平台';
export const BUSINESS_EMAIL = 'business@lietou-platform.cn';
export const WORK_HOURS = '9:00-18:00';
/**
 * Where the work-messenger QR code leads: the contact section of our about page, which the
 * build encodes into /contact-qr.svg (build-tools/contact-qr.ts).
 */
export const CONTACT_URL = 'https://www.lietou-platform.cn/about#contact';
export const CONTACT_QR_SRC = '/contact-qr.svg';
export const ICP_REGISTRY_URL = 'https://beian.miit.gov.cn/';
export const POLICE_REGISTRY_URL = 'https://beian.mps.gov.cn/';
/** Spec 001 §9. */
export const BACK_TO_TOP_AFTER = 1080;
export const BACK_TO_TOP_MS = 450;
export const HEADER_SWITCH_AT = 10;
export const TRIAL_DIALOG_WIDTH = 520;
