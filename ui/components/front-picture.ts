/**
 * The attribute that has the browser report when a page's front picture is on screen (Element Timing): the landing's
 * front card and a drawn Discover's first card carry it, and the page's start-up script (src/landing-start.js) asks
 * for the app's modules once that report comes, so the picture has the network to itself until it is shown.
 */
export const FRONT_PICTURE_TIMING: Readonly<Record<string, string>> = { elementtiming: 'front-picture' };
