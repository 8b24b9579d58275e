/** The broadcast form's field limits, for the page's inputs and the schema alike. */
export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_BODY_MAX = 300;
export const BROADCAST_URL_MAX = 300;
